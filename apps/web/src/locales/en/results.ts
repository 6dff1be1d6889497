export const results = {
  card: {
    practice: 'Practice',
    test: 'Test',
    replaced: 'Replaced by a retake',
    liveRound: 'Live round',
    score: 'Score',
    rightAnswers: 'Right answers',
    rightOfTotal: '{{right}} of {{total}}',
    time: 'Time',
    answers: 'Answers',
    answersOf: 'Go through the answers of {{title}}, {{when}}',
    pdf: 'PDF',
    pdfOf: 'Download the PDF of {{title}}, {{when}}',
  },
  list: {
    empty: 'No results yet. They appear here when you finish an exam.',
    shown: '{{shown}} of {{total}} results shown',
    more: 'Show more results',
  },
  review: {
    timeUp: 'Time is up! Your answers were handed in.',
    mastered: {
      title_one: 'Well done! You have mastered a formula.',
      title_other: 'Well done! You have mastered {{count}} formulas.',
      list: 'Formulas mastered just now',
      all: 'All my formulas',
    },
    score: 'Score',
    percentage: 'Percentage',
    rightAnswers: 'Right answers',
    rightOfTotal: '{{right}} of {{total}}',
    time: 'Time',
    praise: {
      perfect: 'Perfect! {{right}} of {{total}} right.',
      wellDone: 'Well done! {{right}} of {{total}} right.',
      goodWork: 'Good work: {{right}} of {{total}} right. Keep it up!',
      keepGoing: '{{right}} of {{total}} right. Keep practising: every try makes you better.',
    },
    practiseAgain: 'Practise again',
    myExams: 'My exams',
    theExam: 'The exam',
    pdf: 'PDF',
    keyHidden:
      'This is a test: you see which answers were right. The right answers are shown once your teacher closes the test.',
    questionRight: 'Question {{number}}: right',
    questionNotRight: 'Question {{number}}: not right',
    right: 'Right',
    notRight: 'Not right',
    rightAnswer: 'Right answer: <strong>{{answer}}</strong>',
    rightNumber: 'Answer <strong>{{value}}</strong>',
    scoreAlone:
      'Your teacher shows the score alone while this test is open. Each question, and its right answer, appears here once your teacher closes the test.',
    noAnswers:
      'This result was sent without its answers, so there is nothing to go through question by question.',
    /** Words for the student, about their own result. */
    student: {
      figures: 'Your score',
      answers: 'Your answers',
      answer: 'Your answer: <strong>{{answer}}</strong>',
      noAnswer: 'Your answer: <strong>none</strong>',
      wrote: 'You wrote <strong>{{value}}</strong>',
    },
    /** Words for the teacher, about a student's result. */
    teacher: {
      figures: 'Score',
      answers: 'Answers',
      answer: 'Answer given: <strong>{{answer}}</strong>',
      noAnswer: 'Answer given: <strong>none</strong>',
      wrote: 'Written <strong>{{value}}</strong>',
    },
  },
};
