export const studentArea = {
  layout: {
    area: 'for students',
    nav: 'Student screens',
    exams: 'Exams',
    results: 'Results',
    progress: 'Progress',
    learn: 'Learn',
    me: 'Me',
  },
  exams: {
    title: 'My exams',
    intro: 'The exams your teacher made for your level.',
    loading: 'Loading your exams',
    practice: 'Practice',
    practiceIntro: 'Practise as often as you like.',
    noPractice: 'No practice exams yet. Your teacher will add some.',
    tests: 'Tests',
    testsIntro: 'You can take each test once.',
    noTests: 'No tests yet.',
  },
  takeExam: {
    gettingReady: 'Getting your exam ready',
    loadingExam: 'Loading the exam',
    loadingQuestions: 'Loading the questions',
    cannotStart: 'This exam cannot be started',
    backToMyExams: 'Back to my exams',
  },
  results: {
    title: 'My results',
    intro: 'Every exam you finished, newest first. Each has a PDF report.',
    loading: 'Loading your results',
  },
  resultReview: {
    title: 'Your result',
    loading: 'Loading your result',
  },
  progress: {
    title: 'My progress',
    intro: 'How your scores change, try after try.',
    practice: 'Practice',
    loadingPractice: 'Loading your practice',
    tests: 'Tests',
    loadingTests: 'Loading your tests',
  },
  learn: {
    title: 'Learn the soroban',
    intro:
      'A bead counts when it touches the beam: the top bead is 5, each bottom bead is 1. The dots mark units, thousands and millions.',
    tryIt: 'Try it',
    readThese: 'Read these',
  },
  profile: {
    title: 'My profile',
    intro: 'Your details. Change what is wrong, then press “Save changes”.',
    loading: 'Loading your profile',
    changePassword: 'Change password',
  },
};
