export const teacherSignUp = {
  makeAccount: 'Make my teacher account',
};
