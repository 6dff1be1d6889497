import {
  emailSchema,
  fullnameSchema,
  gradeSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from '@abacus/contract';
import Papa from 'papaparse';
import { currentLanguage, i18n } from '@/i18n/i18n';
import type { roster } from '@/locales/en/roster';
import { formatNumber } from '@/lib/format';
import { problemInAppWords } from '@/lib/problem-words';
import type { NewStudent } from './student-types';

type Field = keyof NewStudent;

/** The most students imported from one file: what the API lets a teacher register in its window. */
export const MOST_ROWS = 300;

interface Column {
  field: Field;
  /** The heading the teacher reads in messages and in the empty list to fill in, in the catalogue. */
  heading: keyof typeof roster.columns;
  required: boolean;
  /**
   * The headings people give the column, in English or Hindi, in lower case without spaces or
   * punctuation; every language's own heading is one of them, so a list filled in reads back in any.
   */
  names: readonly string[];
}

/** The columns of a class list, in the order of the empty list to fill in. */
export const COLUMNS: readonly Column[] = [
  {
    field: 'fullname',
    heading: 'name',
    required: true,
    names: [
      ...['name', 'fullname', 'student', 'studentname', 'studentsname', 'child', 'childname', 'pupil'],
      ...['नाम', 'पूरानाम', 'विद्यार्थी', 'विद्यार्थीकानाम', 'बच्चा', 'बच्चेकानाम'],
    ],
  },
  {
    field: 'username',
    heading: 'username',
    required: true,
    names: ['username', 'user', 'login', 'userid', 'यूज़रनेम', 'लॉगिन'],
  },
  {
    field: 'password',
    heading: 'password',
    required: true,
    names: ['password', 'pass', 'pwd', 'passcode', 'पासवर्ड'],
  },
  {
    field: 'sclass',
    heading: 'class',
    required: true,
    names: ['class', 'sclass', 'grade', 'std', 'standard', 'year', 'कक्षा', 'क्लास'],
  },
  {
    field: 'level',
    heading: 'level',
    required: true,
    names: ['level', 'abacuslevel', 'lvl', 'लेवल', 'स्तर', 'अबेकसलेवल', 'अबेकसस्तर'],
  },
  {
    field: 'email',
    heading: 'email',
    required: false,
    names: ['email', 'emailaddress', 'mail', 'ईमेल', 'ईमेलपता'],
  },
  {
    field: 'phone_no',
    heading: 'phone',
    required: false,
    names: [
      ...['phone', 'phoneno', 'phonenumber', 'mobile', 'mobileno', 'mobilenumber', 'telephone', 'tel'],
      ...['फ़ोन', 'फ़ोननंबर', 'मोबाइल', 'मोबाइलनंबर'],
    ],
  },
];

/** The heading of `column` in the language the app speaks. */
export const headingOf = (column: Column): string => i18n.t(`roster:columns.${column.heading}`);

/** One row of the file under its heading row, as read and as checked. */
export interface ClassListRow {
  /** Its row number in a spreadsheet: the heading row is 1. */
  row: number;
  /** Each column's text as the file has it. */
  cells: Partial<Record<Field, string>>;
  /** What is wrong with it, in the words the API would use; empty when it can be imported. */
  problems: string[];
  /** The student it registers, once it has no problem. */
  student: NewStudent | null;
}

export interface ClassList {
  rows: ClassListRow[];
  /** What is wrong with the file as a whole: no heading of a column that must be there, no rows, … */
  fileProblems: string[];
  /** Headings of columns that are not read. */
  ignored: string[];
}

/**
 * A heading as it is looked up: in lower case, without spaces, punctuation or digits, Latin and Devanagari
 * letters alike. Devanagari's dotted letters (ज़, फ़) lose their dot, however the file writes them, since
 * many write फोन for फ़ोन.
 */
const headingKey = (heading: string) =>
  [...heading.normalize('NFC').toLowerCase()].filter(isHeadingLetter).join('');

/** The dot under a Devanagari letter: NFC writes ज़ as ज and this dot. */
const NUKTA = 0x093c;

/** A Latin letter, or a Devanagari letter or vowel sign (not its dot, full stops or digits). */
function isHeadingLetter(character: string): boolean {
  if (character >= 'a' && character <= 'z') return true;
  const code = character.codePointAt(0)!;
  return code >= 0x0900 && code <= 0x0963 && code !== NUKTA;
}

/** Each column by the keys of the headings it is known by. */
const COLUMN_OF = new Map(
  COLUMNS.flatMap((column) => column.names.map((name) => [headingKey(name), column] as const)),
);

interface FieldSchema {
  safeParse: (value: unknown) => {
    success: boolean;
    data?: unknown;
    error?: { issues: { message: string }[] };
  };
}

/** The schema's verdict on a cell, as a sentence naming its column: `Username must be 3 to 30 characters`. */
function check(schema: FieldSchema, column: string, value: unknown): { value: unknown; problems: string[] } {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data, problems: [] };
  // In English the schema's own words follow the column's name, as the API would say them; another
  // language says the problem in its words, as the forms do.
  const inWords = (message: string) => (currentLanguage() === 'en' ? message : problemInAppWords(message));
  const messages = new Set(
    result.error?.issues.map((issue) =>
      i18n.t('roster:import.wrong', { column, problem: inWords(issue.message) }),
    ),
  );
  return { value: undefined, problems: [...messages] };
}

/** A class or level as spreadsheets write it: `4`, `4th`, `Grade 4`, `Level 4` — the one number in it. */
function gradeOf(text: string): number | string {
  const numbers = text.match(/\d+/g);
  return numbers?.length === 1 ? Number(numbers[0]) : text;
}

const SCHEMAS: Record<Field, FieldSchema> = {
  fullname: fullnameSchema,
  username: usernameSchema,
  password: passwordSchema,
  sclass: gradeSchema,
  level: gradeSchema,
  email: emailSchema,
  phone_no: phoneSchema,
};

function checkRow(row: number, cells: Partial<Record<Field, string>>): ClassListRow {
  const problems: string[] = [];
  const student: Partial<Record<Field, unknown>> = {};
  for (const column of COLUMNS) {
    const text = cells[column.field] ?? '';
    if (text.trim() === '') {
      if (column.required) problems.push(i18n.t('roster:import.missing', { column: headingOf(column) }));
      continue;
    }
    const raw = column.field === 'sclass' || column.field === 'level' ? gradeOf(text) : text;
    const { value, problems: found } = check(SCHEMAS[column.field], headingOf(column), raw);
    problems.push(...found);
    student[column.field] = value;
  }
  return { row, cells, problems, student: problems.length === 0 ? (student as NewStudent) : null };
}

/** Usernames are one account however they are written: a second row with one is a problem of both. */
function markRepeatedUsernames(rows: ClassListRow[]): void {
  const rowsOf = new Map<string, ClassListRow[]>();
  for (const row of rows) {
    const username = row.cells.username?.trim().toLowerCase();
    if (username) rowsOf.set(username, [...(rowsOf.get(username) ?? []), row]);
  }
  for (const same of rowsOf.values()) {
    if (same.length < 2) continue;
    for (const row of same) {
      const others = same.filter((other) => other !== row).map((other) => other.row);
      row.problems.push(i18n.t('roster:import.usernameRepeated', { rows: others.join(', ') }));
      row.student = null;
    }
  }
}

/**
 * A class list read from a CSV file (UTF-8, with or without a byte-order mark; commas, semicolons or
 * tabs between cells): a heading row in plain words, then a student per row, each checked by the rules
 * the API checks them by, and usernames repeated within the file found.
 */
export function readClassList(text: string): ClassList {
  const delimiter = Papa.parse(text, { skipEmptyLines: 'greedy', preview: 10 }).meta.delimiter;
  // Empty lines are kept, so that each record's place is its row number in a spreadsheet.
  const [headings = [], ...records] = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
  const fieldAt = headings.map((heading) => COLUMN_OF.get(headingKey(heading)));
  const ignored = headings.filter((heading, index) => heading.trim() !== '' && fieldAt[index] === undefined);
  const missing = COLUMNS.filter((column) => column.required && !fieldAt.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      ignored,
      fileProblems: [i18n.t('roster:import.missingColumns', { columns: missing.map(headingOf).join(', ') })],
    };
  }
  const rows: ClassListRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: Partial<Record<Field, string>> = {};
    record.forEach((cell, at) => {
      const column = fieldAt[at];
      if (column) cells[column.field] = cell;
    });
    rows.push(checkRow(index + 2, cells));
  });
  markRepeatedUsernames(rows);
  const fileProblems =
    rows.length === 0
      ? [i18n.t('roster:import.noStudents')]
      : rows.length > MOST_ROWS
        ? [
            i18n.t('roster:import.tooMany', {
              number: formatNumber(rows.length),
              most: formatNumber(MOST_ROWS),
            }),
          ]
        : [];
  return { rows, ignored, fileProblems };
}

/**
 * An empty class list to fill in: the heading row in the language the app speaks (read back in any), with
 * a byte-order mark so that Excel reads it as UTF-8.
 */
export const emptyClassList = (): string => `\uFEFF${COLUMNS.map(headingOf).join(',')}\r\n`;
