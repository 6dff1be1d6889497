export const examList = {
  practice: 'Practice',
  test: 'Test',
  facts: 'Level {{level}} · {{questions}} questions · {{minutes}} min · {{students}} students took it',
  worksheetPdfOf: 'Worksheet PDF of {{title}}',
  worksheetPdf: 'Worksheet PDF',
  noExams: 'No exams yet. Make your first one with “New exam”.',
};
