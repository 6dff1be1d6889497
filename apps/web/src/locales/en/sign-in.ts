export const signIn = {
  whoAreYou: 'Who are you?',
  student: 'Student',
  teacher: 'Teacher',
  username: 'Username',
  typeUsername: 'Please type your username',
  password: 'Password',
  typePassword: 'Please type your password',
  ifTeacher: 'If you are a teacher, choose Teacher above.',
  ifStudent: 'If you are a student, choose Student above.',
  askTeacherToReset: 'Forgotten your password? Ask your teacher to reset it.',
  signIn: 'Sign in',
};
