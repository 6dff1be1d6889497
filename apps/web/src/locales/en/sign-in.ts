export const signIn = {
  whoAreYou: 'Who are you?',
  student: 'Student',
  teacher: 'Teacher',
  parent: 'Parent',
  username: 'Username',
  typeUsername: 'Please type your username',
  password: 'Password',
  typePassword: 'Please type your password',
  /** After a refused sign-in as one role: the way in of the two others. */
  otherRoles: {
    student: 'If you are a teacher or a parent, choose Teacher or Parent above.',
    teacher: 'If you are a student or a parent, choose Student or Parent above.',
    parent: 'If you are a student or a teacher, choose Student or Teacher above.',
  },
  askTeacherToReset: 'Forgotten your password? Ask your teacher to reset it.',
  signIn: 'Sign in',
};
