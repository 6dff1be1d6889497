export const progress = {
  showNumbers: 'Show the numbers',
  practice: {
    empty: 'No practice yet. Your progress shows here after your first practice.',
    best: 'Best',
    average: 'Average',
    tries: 'Tries',
    everyTry: '{{title}}: every try',
  },
  tests: {
    empty: 'No tests yet. Your test scores show here after your first test.',
    taken: 'Tests taken',
    averageScore: 'Average score',
    averageTime: 'Time used, of the time given (average)',
    best: 'Best test',
    lowest: 'Lowest test',
    everyTest: 'Every test, oldest first',
  },
  /** What one row of a table, one point of a chart, is. */
  unit: {
    try: 'Try',
    test: 'Test',
  },
  table: {
    exam: 'Exam',
    date: 'Date',
    score: 'Score',
    time: 'Time',
  },
  /** A chart as a screen reader hears it. */
  chart: {
    try: {
      point: 'try {{number}}, {{percent}}',
      points: 'Score in % by try: {{points}}.',
      tooMany: 'Score in % by try, {{total}} tries: the numbers are in the table below.',
    },
    test: {
      point: 'test {{number}}, {{percent}}',
      points: 'Score in % by test: {{points}}.',
      tooMany: 'Score in % by test, {{total}} tests: the numbers are in the table below.',
    },
  },
};
