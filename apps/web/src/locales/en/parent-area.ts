/** The parent's screens: their tabs, titles and sections. */
export const parentArea = {
  layout: {
    area: 'for parents',
    nav: 'Parent screens',
    children: 'Children',
    link: 'Link a child',
    account: 'Account',
  },
  family: {
    title: 'Your children',
    loading: 'Loading your children',
    loadingChild: 'Loading how {{name}} is doing',
    firstChild: 'Link your child',
    firstChildIntro:
      'Your child’s teacher gives you a family code. Type it here to follow their practice, results and grades.',
    intro: {
      classAndLevel: 'Class {{class}}, abacus level {{level}}. Teacher: {{teacher}}.',
      noClass: 'Abacus level {{level}}. Teacher: {{teacher}}.',
      noLevel: 'Class {{class}}, abacus level not set yet. Teacher: {{teacher}}.',
      neither: 'Abacus level not set yet. Teacher: {{teacher}}.',
    },
    thisWeek: 'This week',
    testsDue: 'Tests due',
    latestResults: 'Latest results',
    grades: 'Grades',
    noGrades: 'No grades yet. A grade shows here once {{name}} finishes every section of a grading.',
    unlink: 'Unlink',
  },
  linkChild: {
    title: 'Link a child',
    intro: 'Type the family code from your child’s teacher. Each child has a code of their own.',
  },
  account: {
    title: 'Your account',
    loading: 'Loading your account',
    language: 'Language',
    signOut: 'Sign out',
    signOutIntro: 'On a phone or computer others use too, sign out when you are done.',
    deleteAccount: 'Delete account',
  },
};
