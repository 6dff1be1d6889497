export const takeExam = {
  ready: {
    label: 'Ready to start?',
    question: 'Ready?',
    questions: 'Questions',
    questionsFlashed: '{{number}} — the numbers flash one at a time',
    questionsHeard: '{{number}} — the numbers are read aloud once, never shown',
    answers: 'Answers',
    answersWritten: 'You write each answer.',
    answersChosen: 'You choose each answer from four.',
    time: 'Time',
    paperDuration_one:
      'One clock for the whole paper: {{minutes}} minute for all its sections, from the first you open.',
    paperDuration_other:
      'One clock for the whole paper: {{minutes}} minutes for all its sections, from the first you open.',
    duration_one: '{{minutes}} minute. The clock starts when you press Start.',
    duration_other: '{{minutes}} minutes. The clock starts when you press Start.',
    due: 'Due',
    dueBy: '{{closes}}: hand it in before then.',
    openUntil: 'Open until',
    closes: '{{closes}}',
    tries: 'Tries',
    oneTry: 'One try: once you hand it in, it is done.',
    manyTries: 'As many as you like.',
    after: 'After',
    afterScore: 'You see your score. The right answers come when your teacher closes the test.',
    afterRightWrong: 'You see your score and which answers were right.',
    afterAnswers: 'You see your score and the right answers.',
    startTest: 'Start the test',
    startPractice: 'Start practising',
    notNow: 'Not now',
  },
  clock: {
    timeLeft: 'Time left',
    lastMinute: '1 minute left',
  },
  saveStatus: {
    saved: 'All answers saved',
    saving: 'Saving…',
    offline: 'No connection: your answers are kept here and will be sent',
  },
  closed: {
    title: 'Your teacher has closed this exam',
    answers:
      'Your answers saved until now are kept, and they are the ones that count. You cannot change them while the exam is closed.',
    carryOn: 'If your teacher opens it again, you can carry on here.',
  },
  /** Leaving a running exam: a test's words, or a practice's. */
  leave: {
    question: {
      assessment: 'Leave the test?',
      practice: 'Leave the practice?',
    },
    explanation:
      'Your answers so far are saved, but the clock keeps running while you are away. Come back from My exams to carry on.',
    leave: 'Leave',
    stay: {
      assessment: 'Stay in the test',
      practice: 'Keep practising',
    },
  },
  navigator: {
    label: 'All questions',
    answered: 'Question {{number}}, answered',
    answeredFlagged: 'Question {{number}}, answered, flagged',
    notAnswered: 'Question {{number}}, not answered',
    notAnsweredFlagged: 'Question {{number}}, not answered, flagged',
  },
  question: {
    handInNow: 'Hand in now: your answers saved so far are the ones that count.',
    numberOf: 'Question {{number}} of {{total}}',
    marks_one: '{{count}} mark',
    marks_other: '{{count}} marks',
    flag: 'Flag',
    flagged: 'Flagged',
    flashedSum: 'What do the numbers add up to?',
    flashAgain: 'Show the numbers again',
    heardSum: 'What do the numbers you heard add up to?',
    equals: '{{question}}, equals?',
    back: 'Back',
    next: 'Next',
    handIn: 'Hand in',
    readAloud: 'Read the numbers aloud',
    keysWritten:
      'Keys: <kbd>0</kbd>–<kbd>9</kbd> to write the answer, <kbd>Backspace</kbd> to rub out, <kbd>Enter</kbd> for the next question.',
    keysWrittenNegative:
      'Keys: <kbd>0</kbd>–<kbd>9</kbd> and <kbd>-</kbd> to write the answer, <kbd>Backspace</kbd> to rub out, <kbd>Enter</kbd> for the next question.',
    keysChosen:
      'Keys: <kbd>1</kbd>–<kbd>4</kbd> or <kbd>A</kbd>–<kbd>D</kbd> to answer, <kbd>←</kbd> <kbd>→</kbd> to move, <kbd>{{flagKey}}</kbd> to flag.',
    handInMyAnswers: 'Hand in my answers',
  },
  listening: {
    listen: 'Listen',
    once: 'Each number is read once, as in a competition.',
    cannotSpeak: 'This device cannot read numbers aloud; ask your teacher.',
    hearANumber: 'Press to hear a number',
    turnSoundUp: 'The numbers are read aloud: check that you can hear them before you start.',
    heardIt: 'Did you hear “{{number}}”? If not, turn the sound up and press again.',
  },
  flash: {
    tick: 'A click sound with each number',
  },
  handIn: {
    title: 'Hand in your answers?',
    ok: 'Hand in',
    cancel: 'Keep going',
    allAnswered: 'You have answered every question.',
    unanswered_one: 'This question has no answer yet: <strong>{{numbers}}</strong>.',
    unanswered_other: 'These questions have no answer yet: <strong>{{numbers}}</strong>.',
    final: 'After handing in, you cannot change your answers.',
    whenOnline:
      'No connection: your answers are kept here and will be handed in as soon as the connection is back.',
  },
};
