export const profile = {
  details: {
    saved: 'Saved!',
    abacusLevel: 'Abacus level',
    teacherSetsIt: 'Your teacher sets it.',
    notSetYet: 'Not set yet',
  },
  password: {
    newPassword: 'New password',
    newPasswordAgain: 'New password again',
    changed: 'Your password is changed. Use the new one next time you sign in.',
    change: 'Change password',
  },
};
