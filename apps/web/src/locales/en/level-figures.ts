export const levelFigures = {
  noResults: 'No results',
  level: 'Level',
  levelNumber: 'Level {{level}}',
  students: 'Students',
  practice: 'Practice',
  tests: 'Tests',
  exams: 'Exams',
  results: 'Results',
  average: 'Average',
  studentsWithoutResult: 'Students without a result',
  empty: 'No students, exams or results yet: each level shows here once it has one.',
  tableLabel: 'Levels',
};
