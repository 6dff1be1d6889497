import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { hi } from '@/locales/hi';
import { COLUMNS, MOST_ROWS, emptyClassList, readClassList } from '../class-list-csv';

const BOM = '\uFEFF';

describe('a class list read from a CSV file', () => {
  it('gives a student per row under a heading row in plain words, with or without a byte-order mark', () => {
    const text = [
      'Name,Username,Password,Class,Level,Email,Phone',
      'Mira Das,mira.d,pupil-pass-1,4,2,,',
      'Kabir Shah,kabir,pupil-pass-2,Grade 4,Level 3,kabir@example.com,+919812345678',
      '',
    ].join('\r\n');
    for (const file of [text, `${BOM}${text}`]) {
      const { rows, fileProblems, ignored } = readClassList(file);
      expect(fileProblems).toEqual([]);
      expect(ignored).toEqual([]);
      expect(rows.map(({ row, student, problems }) => ({ row, student, problems }))).toEqual([
        {
          row: 2,
          problems: [],
          student: {
            fullname: 'Mira Das',
            username: 'mira.d',
            password: 'pupil-pass-1',
            sclass: 4,
            level: 2,
          },
        },
        {
          row: 3,
          problems: [],
          student: {
            fullname: 'Kabir Shah',
            username: 'kabir',
            password: 'pupil-pass-2',
            sclass: 4,
            level: 3,
            email: 'kabir@example.com',
            phone_no: '+919812345678',
          },
        },
      ]);
    }
  });

  it('takes the headings people write, in any case and order, and semicolons as Excel writes in much of the world', () => {
    const { rows, fileProblems, ignored } = readClassList(
      'Student Name;Roll no;Abacus level;STD;Login;Pass word;Mobile Number\nLeela Nair;12;1;3;leela;long-enough;9812345678\n',
    );
    expect(fileProblems).toEqual([]);
    expect(ignored).toEqual(['Roll no']);
    expect(rows[0]!.student).toEqual({
      fullname: 'Leela Nair',
      username: 'leela',
      password: 'long-enough',
      sclass: 3,
      level: 1,
      phone_no: '9812345678',
    });
  });

  it('names what is wrong with each row, as the API would, and counts rows as a spreadsheet does', () => {
    const { rows } = readClassList(
      [
        'Name,Username,Password,Class,Level,Email',
        'Mira Das,x!,short,11,2,not-an-email',
        '',
        ',ok.name,long-enough,4,two,',
      ].join('\n'),
    );
    expect(rows.map(({ row, problems, student }) => ({ row, problems, student }))).toEqual([
      {
        row: 2,
        student: null,
        problems: [
          'Username must be 3 to 30 characters',
          'Username may contain only letters, digits, _ . and -',
          'Password must be 8 to 128 characters',
          'Class must be a whole number from 1 to 10',
          'Email must be a valid email address',
        ],
      },
      {
        row: 4,
        student: null,
        problems: ['Name is missing', 'Level must be a whole number from 1 to 10'],
      },
    ]);
  });

  it('finds a username given twice in the file, whatever its case', () => {
    const { rows } = readClassList(
      'Name,Username,Password,Class,Level\nMira Das,mira,pass-word-1,4,2\nMira Dev,Kabir,pass-word-2,4,2\nMira Roy,MIRA,pass-word-3,4,2\n',
    );
    expect(rows.map((row) => row.problems)).toEqual([
      ['Username is also on row 4'],
      [],
      ['Username is also on row 2'],
    ]);
    expect(rows.map((row) => row.student !== null)).toEqual([false, true, false]);
  });

  it('says which columns a file lacks, and when it has no students or too many', () => {
    expect(readClassList('Name,Email\nMira Das,m@example.com\n').fileProblems).toEqual([
      'The first row must name the columns. Missing: Username, Password, Class, Level.',
    ]);
    expect(readClassList('Name,Username,Password,Class,Level\n\n').fileProblems).toEqual([
      'The file has no students under its first row.',
    ]);
    const many = Array.from(
      { length: MOST_ROWS + 1 },
      (_, index) => `Child Name,child${index},pass-word-1,4,2`,
    );
    expect(readClassList(['Name,Username,Password,Class,Level', ...many].join('\n')).fileProblems).toEqual([
      `The file has ${MOST_ROWS + 1} students: import at most ${MOST_ROWS} at a time.`,
    ]);
  });

  it('offers an empty list to fill in that it reads back with every column', () => {
    expect(readClassList(emptyClassList())).toEqual({
      rows: [],
      ignored: [],
      fileProblems: ['The file has no students under its first row.'],
    });
    expect(emptyClassList()).toBe(`${BOM}Name,Username,Password,Class,Level,Email,Phone\r\n`);
  });
});

describe('a class list in Hindi', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const speakHindi = async () => {
    for (const [namespace, words] of Object.entries(hi)) {
      i18n.addResourceBundle('hi', namespace, words, true, true);
    }
    await i18n.changeLanguage('hi');
  };

  it('offers an empty list headed in Hindi, which it reads back in either language', async () => {
    await speakHindi();
    const hindiList = emptyClassList();
    expect(hindiList).toBe(
      `${BOM}${COLUMNS.map((column) => hi.roster.columns[column.heading]).join(',')}\r\n`,
    );
    const row = 'मीरा दास,mira.d,pupil-pass-1,4,2,mira@example.com,9812345678';
    const { rows, ignored, fileProblems } = readClassList(`${hindiList}${row}\r\n`);
    expect({ ignored, fileProblems }).toEqual({ ignored: [], fileProblems: [] });
    expect(rows[0]!.student).toEqual({
      fullname: 'मीरा दास',
      username: 'mira.d',
      password: 'pupil-pass-1',
      sclass: 4,
      level: 2,
      email: 'mira@example.com',
      phone_no: '9812345678',
    });
    await i18n.changeLanguage('en');
    expect(readClassList(`${hindiList}${row}\r\n`).rows[0]!.problems).toEqual([]);
  });

  it('takes Hindi headings written with or without the dot under a letter, and names problems in Hindi', async () => {
    const { rows, ignored } = readClassList(
      'पूरा नाम,यूजरनेम,पासवर्ड,कक्षा,स्तर,फोन नंबर\nमीरा दास,mira,pass-word-1,4,2,\n',
    );
    expect(ignored).toEqual([]);
    expect(rows[0]!.problems).toEqual([]);
    await speakHindi();
    expect(readClassList('नाम,ईमेल\nमीरा दास,m@example.com\n').fileProblems).toEqual([
      'पहली पंक्ति में कॉलम के नाम होने चाहिए। ये नहीं मिले: यूज़रनेम, पासवर्ड, कक्षा, लेवल।',
    ]);
    expect(readClassList('नाम,यूज़रनेम,पासवर्ड,कक्षा,लेवल\n,mira,pass-word-1,4,2\n').rows[0]!.problems).toEqual([
      'नाम नहीं दिया गया',
    ]);
    expect(
      readClassList('नाम,यूज़रनेम,पासवर्ड,कक्षा,लेवल\nमीरा दास,mi,pass-word-1,4,2\n').rows[0]!.problems,
    ).toEqual(['यूज़रनेम: 3 से 30 अक्षर होने चाहिए']);
  });
});
