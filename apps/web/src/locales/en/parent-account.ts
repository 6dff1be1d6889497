/** A parent's account: who they are, the language of their screens and reports, and deleting it. */
export const parentAccount = {
  details: {
    fullName: 'Full name',
    username: 'Username',
    email: 'Email',
    noEmail: 'None',
  },
  language: {
    explained: 'Your screens and your children’s weekly reports are in this language.',
    saving: 'Saving the language',
  },
  delete: {
    explained:
      'This deletes your account and its links to your children. Their results stay with their school.',
    button: 'Delete my account',
    question: 'Delete your account?',
    cannotBeUndone: 'This cannot be undone.',
    password: 'Your password',
    wrongPassword: 'That is not your password. Nothing was deleted.',
    keep: 'Keep my account',
  },
};
