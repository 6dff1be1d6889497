export const examList = {
  practice: 'Practice',
  test: 'Test',
  facts: {
    level: 'Level {{level}}',
    questions_one: '{{number}} question',
    questions_other: '{{number}} questions',
    minutes: '{{number}} min',
    students_one: '{{number}} student took it',
    students_other: '{{number}} students took it',
  },
  worksheetPdfOf: 'Worksheet PDF of {{title}}',
  worksheetPdf: 'Worksheet PDF',
  noExams: 'No exams yet. Make your first one with “New exam”.',
};
