export const teacherAccount = {
  details: {
    saved: 'Saved.',
  },
  close: {
    keptClosed:
      'Your account will be closed, not deleted, because you have students or results. Nobody can sign in to it any more; your students can no longer sign in either and the class code stops working. Their results are kept.',
    deleted: 'You have no students and no results, so your account and your exams will be deleted for good.',
    closeMine: 'Close my account',
    deleteMine: 'Delete my account',
    closeMineAsk: 'Close my account?',
    deleteMineAsk: 'Delete my account?',
    keepMine: 'Keep my account',
    cannotBeUndone: 'This cannot be undone from the app.',
    password: 'Your password, to be sure it is you',
    wrongPassword: 'That is not your password. Nothing was closed.',
  },
};
