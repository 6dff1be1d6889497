import {
  emailSchema,
  fullnameSchema,
  gradeSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from '@abacus/contract';
import Papa from 'papaparse';
import type { NewStudent } from './student-types';

type Field = keyof NewStudent;

/** The most students imported from one file: what the API lets a teacher register in its window. */
export const MOST_ROWS = 300;

interface Column {
  field: Field;
  /** The heading the teacher reads in messages and in the empty list to fill in. */
  heading: string;
  required: boolean;
  /** The headings people give the column, in lower case without spaces or punctuation. */
  names: readonly string[];
}

/** The columns of a class list, in the order of the empty list to fill in. */
export const COLUMNS: readonly Column[] = [
  {
    field: 'fullname',
    heading: 'Name',
    required: true,
    names: ['name', 'fullname', 'student', 'studentname', 'studentsname', 'child', 'childname', 'pupil'],
  },
  { field: 'username', heading: 'Username', required: true, names: ['username', 'user', 'login', 'userid'] },
  { field: 'password', heading: 'Password', required: true, names: ['password', 'pass', 'pwd', 'passcode'] },
  {
    field: 'sclass',
    heading: 'Class',
    required: true,
    names: ['class', 'sclass', 'grade', 'std', 'standard', 'year'],
  },
  { field: 'level', heading: 'Level', required: true, names: ['level', 'abacuslevel', 'lvl'] },
  { field: 'email', heading: 'Email', required: false, names: ['email', 'emailaddress', 'mail'] },
  {
    field: 'phone_no',
    heading: 'Phone',
    required: false,
    names: ['phone', 'phoneno', 'phonenumber', 'mobile', 'mobileno', 'mobilenumber', 'telephone', 'tel'],
  },
];

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

const headingKey = (heading: string) => heading.toLowerCase().replace(/[^a-z]/g, '');

interface FieldSchema {
  safeParse: (value: unknown) => {
    success: boolean;
    data?: unknown;
    error?: { issues: { message: string }[] };
  };
}

/** The schema's verdict on a cell, as a sentence naming its column: `Username must be 3 to 30 characters`. */
function check(schema: FieldSchema, heading: string, value: unknown): { value: unknown; problems: string[] } {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data, problems: [] };
  const messages = new Set(result.error?.issues.map((issue) => `${heading} ${issue.message}`));
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
      if (column.required) problems.push(`${column.heading} is missing`);
      continue;
    }
    const raw = column.field === 'sclass' || column.field === 'level' ? gradeOf(text) : text;
    const { value, problems: found } = check(SCHEMAS[column.field], column.heading, raw);
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
      row.problems.push(`Username is also on row ${others.join(', ')}`);
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
  const fieldAt = headings.map((heading) =>
    COLUMNS.find((column) => column.names.includes(headingKey(heading))),
  );
  const ignored = headings.filter((heading, index) => heading.trim() !== '' && fieldAt[index] === undefined);
  const missing = COLUMNS.filter((column) => column.required && !fieldAt.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      ignored,
      fileProblems: [
        `The first row must name the columns. Missing: ${missing.map((column) => column.heading).join(', ')}.`,
      ],
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
      ? ['The file has no students under its first row.']
      : rows.length > MOST_ROWS
        ? [`The file has ${rows.length} students: import at most ${MOST_ROWS} at a time.`]
        : [];
  return { rows, ignored, fileProblems };
}

/** An empty class list to fill in: the heading row, with a byte-order mark so that Excel reads it as UTF-8. */
export const EMPTY_CLASS_LIST = `\uFEFF${COLUMNS.map((column) => column.heading).join(',')}\r\n`;
