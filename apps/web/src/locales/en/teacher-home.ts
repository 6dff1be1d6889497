export const teacherHome = {
  exams: {
    none: 'No exams yet. Make one on the <screen>New exam</screen> screen.',
    openPractice: 'Open practice',
    openTests: 'Open tests',
    closedPractice: 'Closed practice',
    closedTests: 'Closed tests',
    openNow: 'Open now',
    practiceTag: 'Practice · Level {{level}}',
    testTag: 'Test · Level {{level}}',
    all: 'All exams ({{exams}})',
  },
  notYetTaken: {
    noneOpen: 'No test is open at the moment.',
    level: 'Level {{level}}',
    loading: 'Loading who has taken {{title}}',
    everyone: 'Everyone at this level has taken it.',
    notYet: 'Not yet:',
    more_one: 'and {{count}} more',
    more_other: 'and {{count}} more',
  },
  recent: {
    none: 'No results yet. They appear here as students finish exams.',
  },
  students: {
    none: 'No students yet. Add them on the <screen>Students</screen> screen, or share your class code.',
    inClass_one: '<screen>{{students}} student</screen> in your class.',
    inClass_other: '<screen>{{students}} students</screen> in your class.',
    level: 'Level {{level}}',
    count_one: '{{students}} student',
    count_other: '{{students}} students',
  },
  waiting: {
    title_one: '{{children}} child is waiting for you to confirm their level',
    title_other: '{{children}} children are waiting for you to confirm their level',
    why: 'They joined with your class code and see no exam until their level is confirmed.',
    confirm: 'Confirm their levels',
  },
};
