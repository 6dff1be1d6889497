export const publicArea = {
  signIn: {
    title: 'Sign in',
    intro: 'Welcome to Abacus! Sign in to see your exams.',
    newHere: 'New here? <join>Join your class with a code</join>',
    aTeacher: 'A teacher? <start>Start your class</start>',
  },
};
