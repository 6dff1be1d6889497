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
  closeWhileTaken: {
    title_one: '{{children}} child is taking it now. Close it anyway?',
    title_other: '{{children}} children are taking it now. Close it anyway?',
    what: 'Closing ends their try now, with the answers they have given so far.',
    close: 'Close it',
    keepOpen: 'Keep it open',
  },
  noExams: 'No exams yet. Make your first one with “New exam”.',
};
