export const studentExams = {
  status: {
    closed: 'Closed',
    done: 'Done',
    open: 'Open',
    opens: 'Opens {{opens}}',
    due: 'Due {{closes}}',
    openUntil: 'Open until {{closes}}',
  },
  notTriedYet: 'Not tried yet',
  anotherTry: 'Your teacher gave you another try',
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
  today: {
    title: 'Today’s practice',
    what_one: '{{number}} question chosen for you today',
    what_other: '{{number}} questions chosen for you today',
    done: 'Done for today. Well done!',
    endedUnfinished: 'Handed in with some questions not answered. Try every one tomorrow!',
    progress: '{{answered}} of {{total}} answered',
    streak_one: '{{days}} day in a row',
    streak_other: '{{days}} days in a row',
    noStreak: 'Practise today to start a streak',
    seeHowIDid: 'See how I did',
    loading: 'Choosing your questions',
    backToMyExams: 'Back to my exams',
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
