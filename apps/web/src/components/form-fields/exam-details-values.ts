import type { ReviewWhileOpen } from '@abacus/contract';
import type { Dayjs } from 'dayjs';
import { isSwitchedOn } from '@/lib/exam-opening';
import type { TeacherExam } from '@/types/api';
import { momentForForm } from './exam-fields';

/** What an exam is, as the fields of ExamDetailsFields and ExamIntegrityFields hold it. */
export interface ExamDetailsValues {
  title: string;
  level: number;
  duration: number;
  type: 'practice' | 'assessment';
  active: boolean;
  /** When an open exam opens and closes by itself; null: at once, and when the teacher closes it. */
  opensAt: Dayjs | null;
  closesAt: Dayjs | null;
  questionsPerStudent: boolean;
  reviewWhileOpen: ReviewWhileOpen;
  /** The children it is for, by id; empty: every child at its level. */
  students: string[];
}

/** An exam's details as those fields hold them. */
export const examDetailsOf = (exam: TeacherExam): ExamDetailsValues => ({
  title: exam.title,
  level: exam.level,
  duration: exam.duration,
  type: exam.type,
  active: isSwitchedOn(exam),
  opensAt: momentForForm(exam.opensAt),
  closesAt: momentForForm(exam.closesAt),
  questionsPerStudent: exam.questionsPerStudent,
  reviewWhileOpen: exam.reviewWhileOpen,
  students: exam.students ?? [],
});
