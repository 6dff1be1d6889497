export const formulas = {
  groups: {
    direct: 'Direct moves',
    small: 'Small friends',
    big: 'Big friends',
    mix: 'Both friends',
    mul: '× tables',
    div: '÷ tables',
  },
  mastery: {
    new: 'New',
    learning: 'Learning',
    practised: 'Practised',
    mastered: 'Mastered',
  },
  /** One formula as the child's list shows it. */
  formula: {
    tried_one: 'Tried once',
    tried_other: 'Tried {{count}} times',
    notTried: 'Not tried yet',
    right: '{{percent}} right',
    time: 'about {{seconds}} s a question',
    state: '{{formula}}: {{mastery}}',
  },
  mine: {
    title: 'My formulas',
    loading: 'Loading your formulas',
    summary_one: 'You have mastered {{count}} of the {{total}} formulas of your level.',
    summary_other: 'You have mastered {{count}} of the {{total}} formulas of your level.',
    noLevel:
      'Your teacher has not set your level yet. Your formulas show here once you have answered some questions.',
    howMastered:
      'A formula is mastered when at least 9 in 10 of your last answers that use it are right, and quick.',
    others: 'Other formulas you have used',
  },
  student: {
    title: 'Formulas',
    loading: 'Loading the formulas of {{name}}',
    summary: '{{name}} has mastered {{count}} of the {{total}} formulas of their level.',
    noLevel: '{{name}} has no level yet: only the formulas their work used show.',
  },
  map: {
    title: 'Formulas by child',
    intro:
      'Each child of the level by each formula the level practises, from their last 20 answers that used it. The children who have mastered the fewest come first.',
    level: 'Level',
    levelNumber: 'Level {{level}}',
    loading: 'Loading the formulas of level {{level}}',
    child: 'Child',
    mastered: 'Mastered',
    masteredOf: '{{count}} of {{total}}',
    empty: 'No child is at level {{level}} yet.',
    cell: '{{name}}, {{formula}}: {{mastery}}',
    cellUsed: '{{name}}, {{formula}}: {{mastery}}, {{percent}} right of {{uses}}',
    notTried: 'not tried',
    pressToPractise: 'Press a formula to make a practice of it for the level.',
    key: 'Key',
    readyTitle: 'Ready to move up',
    ready: '{{names}} mastered every formula of level {{level}}. Open a child to move them up a level.',
    practise: 'Practise {{formula}}',
    practiseHelp: 'Makes a practice of {{formula}} for level {{level}}: every question uses it.',
    practiceTitle: 'Practice: {{formula}}',
  },
};
