import type { ChildOverview, GradeRecord, LinkedChild, PracticeWeek, ResultDetail } from '@/types/api';

export function linkedChild(overrides: Partial<LinkedChild> = {}): LinkedChild {
  return {
    student_id: 'sRavi000000001',
    fullname: 'Ravi Kumar',
    sclass: 4,
    level: 2,
    school: 'Meera Sharma',
    linked_at: '2026-12-01T18:07:00.000Z',
    ...overrides,
  };
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * The week of Monday 7 December 2026 seen on its Thursday, Monday to Friday counting: Monday and Tuesday
 * done, Wednesday missed, Thursday (today) not done yet, and a Saturday practised though it does not count.
 */
export function practiceWeek(overrides: Partial<PracticeWeek> = {}): PracticeWeek {
  const done = new Set(['mon', 'tue', 'sat']);
  return {
    today: '2026-12-10',
    daily_goal: 10,
    counts_today: true,
    done_today: false,
    streak: 0,
    practice_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    week: WEEKDAYS.map((weekday, index) => ({
      day: `2026-12-${String(7 + index).padStart(2, '0')}`,
      weekday,
      counts: index < 5,
      done: done.has(weekday),
    })),
    minutes_this_week: 24.5,
    ...overrides,
  };
}

export function resultDetail(overrides: Partial<ResultDetail> = {}): ResultDetail {
  return {
    result_id: 'rFriday0000001',
    exam: 'eFriday0000001',
    score: 18,
    total_correct: 9,
    time_taken: 6,
    date_completed: '2026-12-08T09:30:00.000Z',
    createdAt: '2026-12-08T09:30:01.000Z',
    total_marks: 20,
    total_questions: 10,
    duration: 15,
    type: 'assessment',
    superseded: false,
    live_round: false,
    in_analytics: true,
    student: {
      student_id: 'sRavi000000001',
      fullname: 'Ravi Kumar',
      username: 'ravi.k',
      sclass: 4,
      level: 2,
    },
    examDetails: { exam_id: 'eFriday0000001', title: 'Friday sums', level: 2, daily_practice: false },
    ...overrides,
  };
}

export function gradeRecord(overrides: Partial<GradeRecord> = {}): GradeRecord {
  return {
    grading_id: 'gSpring0000001',
    title: 'Spring grading',
    grade: '8th kyu',
    school: 'Meera Sharma',
    level: 2,
    outcome: 'pass',
    award: '8th kyu',
    total: 46,
    fullMarks: 60,
    completedAt: '2026-12-05T10:00:00.000Z',
    sections: [],
    ...overrides,
  };
}

export function childOverview(child: LinkedChild, overrides: Partial<ChildOverview> = {}): ChildOverview {
  return {
    child,
    practice: practiceWeek(),
    latest_results: [resultDetail()],
    skills: [],
    grades: [],
    tests_due: [],
    ...overrides,
  };
}
