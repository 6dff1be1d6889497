export const studentExams = {
  status: {
    closed: 'Closed',
    done: 'Done',
    open: 'Open',
  },
  notTriedYet: 'Not tried yet',
  started: 'Started',
  startedAgain: 'Started again',
  done_one: 'Done once',
  done_other: 'Done {{times}} times',
  best: 'Best {{percent}}',
  last: 'Last {{date}}',
  facts: {
    level: 'Level {{level}}',
    questions_one: '{{number}} question',
    questions_other: '{{number}} questions',
    minutes: '{{number}} min',
    teacher: 'from {{teacher}}',
  },
  action: {
    continue: 'Continue',
    practiseAgain: 'Practise again',
    start: 'Start',
  },
  /** The action's button as read out: what it does, and to which exam. */
  actionOn: {
    continue: 'Continue: {{title}}',
    practiseAgain: 'Practise again: {{title}}',
    start: 'Start: {{title}}',
  },
  levelCheck: {
    setTitle: 'Your teacher will set your level first',
    checkTitle: 'Your teacher will check your level first',
    setDescription:
      'Once your teacher has set it, your practice and tests appear here. Meanwhile, you can play with the abacus in <learn>Learn</learn>.',
    checkDescription:
      'You picked level {{level}}. Once your teacher has checked it, your practice and tests appear here. Meanwhile, you can play with the abacus in <learn>Learn</learn>.',
  },
};
