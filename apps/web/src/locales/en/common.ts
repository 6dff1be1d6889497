export const common = {
  language: 'Language',
  somethingWentWrong: 'Something went wrong',
  pleaseReload: 'Please reload the page.',
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  tryAgain: 'Try again',
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
};
