// The grade standards' words, shared by the standards of one examining body.
const MULTIPLICATION = 'Multiplication';
const DIVISION = 'Division';
const MITORIZAN = 'Mitorizan (addition and subtraction)';
const ZENSHUREN = {
  body: 'Zenshuren (全国珠算教育連盟)',
  source: 'Zenshuren abacus examination (全国珠算教育連盟主催珠算検定), Japanese Wikipedia',
};
const JCCI = {
  body: 'Japan Chamber of Commerce and Industry (日本商工会議所)',
  source: 'Abacus examination (珠算能力検定試験), League of Japan Abacus Associations (日本珠算連盟)',
};
const ANZAN = {
  body: JCCI.body,
  source: 'Anzan examination (暗算検定試験), League of Japan Abacus Associations (日本珠算連盟)',
  sections: {
    1: 'Mitori anzan (adding in the head)',
    2: 'Kake anzan (× in the head)',
    3: 'Wari anzan (÷ in the head)',
  },
};

/** The words of grading examinations: the teacher's gradings, a child's sections and their grades. */
export const grading = {
  outcome: {
    pass: 'Passed',
    nearPass: 'Nearly passed',
    fail: 'Not passed',
    pending: 'Not taken yet',
  },
  nav: {
    label: 'Exams or gradings',
    exams: 'Exams',
    gradings: 'Gradings',
  },
  facts: {
    level: 'Level {{level}}',
    sections_one: '{{number}} section',
    sections_other: '{{number}} sections',
  },
  rule: {
    everySection: 'To pass, a child passes every section.',
    total: 'To pass, a child scores {{marks}} of the {{full}} marks or more in all.',
    awards: 'The total of {{full}} marks gives the grade: {{bands}}.',
    band: '{{grade}} from {{marks}}',
    paper: 'One paper: {{minutes}} minutes for all its sections, in any order.',
    nearPass: 'Up to {{percent}}% of the full marks below a pass mark is a near pass.',
    noNearPass: 'There is no near pass.',
  },
  list: {
    none: 'No gradings yet. Press “New grading” to make one.',
  },
  sections: {
    section: 'Section',
    numbered: '{{number}}. {{title}}',
    questions: 'Questions',
    minutes: 'Minutes',
    passMark: 'Pass mark',
    nearPassFrom: 'Near pass from',
    noNearPass: 'None',
    tableOf: 'Sections of {{title}}',
  },
  results: {
    child: 'Child',
    total: 'Total',
    outcome: 'Outcome',
    certificate: 'Certificate',
    none: 'No results yet. Each child shows here once they finish a section.',
    tableOf: 'Results of {{title}}',
  },
  templates: {
    standard: 'Grade standard',
    pick: 'Pick a grade standard',
    option: '{{grade}}, {{body}}',
    source: 'Source:',
    sectionsOf: 'Sections of {{grade}}',
    /** The API's standards by their keys: the API names them in English only. */
    named: {
      'zenshuren-9-kyu': {
        grade: '9th kyu',
        ...ZENSHUREN,
        sections: { 1: MULTIPLICATION, 2: MITORIZAN },
      },
      'zenshuren-8-kyu': {
        grade: '8th kyu',
        ...ZENSHUREN,
        sections: { 1: MULTIPLICATION, 2: DIVISION, 3: MITORIZAN },
      },
      'zenshuren-7-kyu': {
        grade: '7th kyu',
        ...ZENSHUREN,
        sections: { 1: MULTIPLICATION, 2: DIVISION, 3: MITORIZAN },
      },
      'jcci-6-kyu': { grade: '6th kyu', ...JCCI, sections: { 1: MITORIZAN, 2: MULTIPLICATION, 3: DIVISION } },
      'jcci-5-kyu': { grade: '5th kyu', ...JCCI, sections: { 1: MITORIZAN, 2: MULTIPLICATION, 3: DIVISION } },
      'jcci-4-kyu': { grade: '4th kyu', ...JCCI, sections: { 1: MITORIZAN, 2: MULTIPLICATION, 3: DIVISION } },
      'jcci-anzan-3-kyu': { grade: 'Anzan 3rd kyu', ...ANZAN },
      'jcci-anzan-2-kyu': { grade: 'Anzan 2nd kyu', ...ANZAN },
      'jcci-anzan-1-kyu': { grade: 'Anzan 1st kyu', ...ANZAN },
      'jcci-anzan-7-10-kyu': {
        grade: 'Anzan 7th–10th kyu',
        body: JCCI.body,
        source: 'Anzan examination (暗算検定試験), League of Japan Abacus Associations (日本珠算連盟)',
        sections: { 1: 'Mitori anzan (adding in the head)' },
        awards: { 1: 'Anzan 10th kyu', 2: 'Anzan 9th kyu', 3: 'Anzan 8th kyu', 4: 'Anzan 7th kyu' },
      },
    },
  },
  form: {
    title: 'Title',
    giveTitle: 'Give the grading a title',
    titleOptional: 'Title (you may leave it empty)',
    titleEmpty: 'Empty: named after the grade.',
    grade: 'Grade',
    gradeExtra: 'As it stands on the certificate, e.g. 8th kyu.',
    giveGrade: 'Say which grade it is',
    level: 'Level',
    pickLevel: 'Pick the level of the children who sit it',
    school: 'School (you may leave it empty)',
    schoolExtra: 'Named on the certificate.',
    sections: 'Sections',
    sectionsExtra: 'Pick up to {{most}} tests, in the order the children take them.',
    levelFirst: 'Pick the level first: the sections are your tests at that level.',
    noTests: 'You have no tests at level {{level}}. Make one on the Exams screen first.',
    pickSections: 'Pick from 1 to {{most}} tests',
    passMarkOf: 'Pass mark of section {{number}}: {{title}}',
    passMarkExtra: 'Out of {{full}} marks ({{questions}} questions, {{minutes}} minutes).',
    passMarkRange: 'A pass mark from 1 to {{full}}',
    nearPassFrom: 'A near pass from {{marks}} marks.',
    rule: 'How is the grading passed?',
    ruleEverySection: 'Every section passed',
    ruleTotal: 'On the total of all sections',
    totalPassMarks: 'Pass mark of the total',
    totalPassMarksExtra: 'Out of {{full}} marks in all.',
    paper: 'One paper, one clock',
    paperExtra:
      'The sections share {{minutes}} minutes (their times added), from the first a child opens, and are answered in any order.',
    totalRange: 'A pass mark from 1 to {{full}}',
    nearPassPercent: 'Near pass, in % of the full marks',
    nearPassPercentExtra: 'How far below a pass mark still counts as a near pass. 0: no near pass.',
    nearPassRange: 'From 0 to {{most}}',
    openNow: 'Open to the children',
    openNowExtra:
      'On: open now, or from and until the times you set below. Off: each section stays closed until you open it on the Exams screen.',
    create: 'Make the grading',
  },
  deletion: {
    button: 'Delete this grading',
    keeps: 'Its exams and their results stay. A grade a child has finished stays in their grades.',
    confirm: 'Delete “{{title}}”?',
    delete: 'Delete',
    keep: 'Keep it',
  },
  certificate: {
    button: 'Certificate (PDF)',
    of: 'Certificate of {{grade}} (PDF)',
    ofStudent: 'Certificate of {{grade}} for {{name}} (PDF)',
  },
  paper: {
    label: 'Sections of this paper',
    title: 'One paper, one clock',
    explain:
      'The {{sections}} sections share {{minutes}} minutes. Answer them in any order: your answers stay when you move.',
    here: 'Section {{number}}: {{title}} (you are here)',
    goTo: 'Section {{number}}: {{title}}',
    handedIn: 'Section {{number}}: {{title}} (handed in)',
  },
  child: {
    title: 'Gradings',
    intro: 'A grading has a few sections. Take them one by one.',
    sections: 'Sections',
    grade: 'Grade: {{grade}}',
    begin_one: 'It has {{sections}} section. Press “Start” when you are ready.',
    begin_other: 'It has {{sections}} sections. Begin with section 1: press “Start”.',
    goOn: 'You have done {{taken}} of {{of}} sections. Take the next one when you are ready.',
    sectionOf: 'Section {{number}} of {{of}}: {{title}}',
    sectionFacts_one: '{{questions}} question · {{minutes}} minutes',
    sectionFacts_other: '{{questions}} questions · {{minutes}} minutes',
    sectionQuestions_one: '{{questions}} question',
    sectionQuestions_other: '{{questions}} questions',
    paper:
      'One paper: {{minutes}} minutes for all {{sections}} sections, in any order. The clock starts when you open the first.',
    start: 'Start',
    startSection: 'Start: {{name}}',
    notOpen: 'Not open yet',
    nextSection: 'Next section',
    nextSectionOf: 'Next section: {{name}}',
    backToGrading: 'Back to my grading',
    total: 'Total: {{total}}',
    done: {
      pass: 'Well done! You passed {{grade}}. Your certificate is ready.',
      nearPass: 'So close! You nearly passed {{grade}}. Your teacher will tell you what is next.',
      fail: 'You have not passed {{grade}} this time. Keep practising and try again.',
    },
  },
  history: {
    record: '{{grade}}, {{title}}',
    titleAndDate: '{{title}} · {{date}}',
    total: 'Total: {{total}}',
  },
};
