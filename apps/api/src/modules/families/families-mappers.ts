import { examTypeOf } from '../../domain/exam-type.js';
import type { StudentExamListRow } from '../exams/index.js';
import type { PracticeWeek } from '../practice/index.js';
import type { LinkedChild, LinkedParent, ParentRow } from './parents-repository.js';
import type { Parent } from './families-schemas.js';

export const toParent = (row: ParentRow): Parent => ({
  parent_id: row.publicId,
  fullname: row.fullname,
  username: row.username,
  email: row.email,
  language: row.language as Parent['language'],
  createdAt: row.createdAt.toISOString(),
});

export const toChild = (child: LinkedChild) => ({
  student_id: child.publicId,
  fullname: child.fullname,
  sclass: child.sclass,
  level: child.level,
  school: child.school,
  linked_at: child.linkedAt.toISOString(),
});

export const toPracticeWeek = (week: PracticeWeek) => ({
  today: week.today,
  daily_goal: week.goal,
  counts_today: week.countsToday,
  done_today: week.doneToday,
  streak: week.streak,
  practice_days: week.days,
  week: week.week,
  minutes_this_week: week.minutes,
});

export const toTestDue = (exam: StudentExamListRow) => ({
  exam_id: exam.publicId,
  title: exam.title,
  type: examTypeOf(exam),
  closes_at: exam.closesAt!,
});

export const toLinkedParent = (parent: LinkedParent) => ({
  parent_id: parent.publicId,
  fullname: parent.fullname,
  linked_at: parent.linkedAt.toISOString(),
});
