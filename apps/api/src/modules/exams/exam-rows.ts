import { getTableColumns } from 'drizzle-orm';
import type { ChoiceQuestion } from '../../db/choice-questions.js';
import { examIsOpen } from '../../db/schema/exams.js';
import { exams, type questions } from '../../db/schema/index.js';

/** An exam's columns, and whether students may take it now (`isActive`, as the API calls it). */
export const examColumns = { ...getTableColumns(exams), isActive: examIsOpen };

export type ExamRow = typeof exams.$inferSelect & { isActive: boolean };
export type NewExam = Omit<
  typeof exams.$inferInsert,
  'id' | 'publicId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type ExamChanges = Partial<Omit<NewExam, 'adminId'>>;
export type QuestionRow = typeof questions.$inferSelect;
export type { ChoiceQuestion };
