export const parentSignUp = {
  emailExtra: 'Only for a weekly email about your children. Leave it empty if you want none.',
  language: 'Language of your screens and weekly reports',
  makeAccount: 'Make my parent account',
};
