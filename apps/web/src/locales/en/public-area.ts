export const publicArea = {
  signIn: {
    title: 'Sign in',
    intro: 'Welcome to Abacus! Sign in to your exams, your class or your child’s practice.',
    newHere: 'New here? <join>Join your class with a code</join>',
    aTeacher: 'A teacher? <start>Start your class</start>',
    aParent: 'A parent? <start>Make a parent account</start>',
  },
  join: {
    title: 'Join your class',
    intro: 'Fill in the boxes, then press “Join my class”.',
    alreadyJoined: 'Already joined? <signIn>Sign in</signIn>',
  },
  teacherSignUp: {
    title: 'Start your class',
    intro: 'Make a teacher account. Your class gets a code your students join with.',
    haveAccount: 'Already have an account? <signIn>Sign in</signIn>',
  },
  parentSignUp: {
    title: 'Make a parent account',
    intro:
      'Follow your child’s practice, results and grades. Their teacher gives you a family code to link them.',
    haveAccount: 'Already have an account? <signIn>Sign in</signIn>',
  },
  notFound: {
    title: 'Page not found',
    nothingHere: 'There is nothing at this address. The link may be wrong.',
    goToStart: 'Go to the start',
  },
};
