export const common = {
  language: 'Language',
  somethingWentWrong: 'Something went wrong',
  pleaseReload: 'Please reload the page.',
};
