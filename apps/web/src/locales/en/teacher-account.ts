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
  practice: {
    goal: 'Questions in each child’s daily set',
    goalHint: '5 to 50. Each child’s set is chosen from the formulas they need most.',
    days: 'Days that count',
    daysHint:
      'Practice on these days keeps a child’s streak going; the other days neither keep nor break it.',
    timeZone: 'Your school’s time zone',
    timeZoneHint: 'Where the school day begins and ends, for the daily set.',
    deviceZone: 'This device is set to {{zone}}: choose it if your school is there.',
    reportDay: 'Weekly report to parents on',
    reportDayHint: 'Parents with an email get their child’s week that evening, from 18:00.',
    saved: 'Daily practice saved.',
    weekday: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  },
};
