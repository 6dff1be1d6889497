import type { PageMeta } from '../../lib/common-schemas.js';
import { badRequest, forbidden } from '../../lib/http-error.js';
import type { Account, AdminAccount } from '../../domain/roles.js';
import { examEvent } from '../events/index.js';
import {
  examOfStudentsAdmin,
  type ExamChangeDependencies,
  type ExamRow,
  flashColumnsOf,
  flashOf,
  listeningColumnsOf,
  listeningOf,
  type NumberSettings,
  ownedExam,
  type QuestionRow,
  rangeOf,
  refuseUnconfirmedLevel,
  settingsOfExam,
} from '../exams/index.js';
import type { QuestionView } from './questions-mappers.js';
import type { RegenerateQuestionsBody } from './questions-schemas.js';

export interface QuestionPage {
  rows: QuestionRow[];
  meta: PageMeta & { questions_version: number };
  /** How much of each question this reader may see. */
  view: QuestionView;
}

/**
 * The numbers after a regeneration: a way the body gives replaces the exam's (digits or operandDigits as
 * given, or a range — the end left out kept from the exam's); a body that names none keeps the exam's way.
 */
function numbersAfter(current: NumberSettings, body: RegenerateQuestionsBody): NumberSettings {
  if (body.operandDigits) return { digits: null, operandDigits: body.operandDigits };
  if (body.digits) return { digits: body.digits, operandDigits: null };
  const ranged = body.minNumber !== undefined || body.maxNumber !== undefined;
  const dropped = body.digits === null || body.operandDigits === null;
  if (!ranged && !dropped) return current;
  // The exam's range columns hold its numbers' bounds whichever way it was made.
  const range = rangeOf(current);
  return {
    minNumber: body.minNumber ?? range.minNumber,
    maxNumber: body.maxNumber ?? range.maxNumber,
    digits: null,
    operandDigits: null,
  };
}

export function createQuestionsService({ data, generateQuestions, events }: ExamChangeDependencies) {
  const { exams } = data;

  /** The exam, if this account may read its questions now, and how much of them it sees. */
  async function readableExam(
    account: Account,
    examId: string,
  ): Promise<{ exam: ExamRow; view: QuestionView }> {
    if (account.role === 'admin') return { exam: await ownedExam(exams, account, examId), view: 'owner' };
    const exam = await examOfStudentsAdmin(exams, account, examId);
    refuseUnconfirmedLevel(account);
    if (exam.level !== account.level) {
      throw forbidden(`This exam is for level ${exam.level}; you are at level ${account.level}`);
    }
    if (!exam.isActive) throw badRequest('This exam is not active yet');
    // Practice answers let students check themselves, when the teacher shows answers while it is open;
    // a test's answers stay on the server, which scores them.
    return {
      exam,
      view: !exam.isSingleAttempt && exam.reviewWhileOpen === 'answers' ? 'answers' : 'question',
    };
  }

  return {
    async read(account: Account, examId: string, page: number, limit: number): Promise<QuestionPage> {
      const { exam, view } = await readableExam(account, examId);
      const { rows, total, version } = await exams.currentQuestionsOf(exam.id, page, limit);
      return { rows, meta: { page, limit, total, questions_version: version }, view };
    },

    /** New questions from the exam's settings with the given changes; results keep their snapshots. */
    async regenerate(account: AdminAccount, examId: string, body: RegenerateQuestionsBody): Promise<ExamRow> {
      const exam = await ownedExam(exams, account, examId);
      const current = settingsOfExam(exam);
      const numbers = numbersAfter(current, body);
      const settings = {
        ...numbers,
        maxTerms: body.maxTerms ?? current.maxTerms,
        minTerms: body.minTerms ?? current.minTerms,
        // A digit total goes with the rows' digit counts: numbers given another way keep none.
        totalDigits: numbers.digits ? (body.totalDigits ?? current.totalDigits) : null,
        zeros: body.zeros ?? current.zeros,
        negativeAnswers: body.negativeAnswers ?? current.negativeAnswers,
        // The share goes with the answers below zero: switched off, none is kept.
        negativeShare:
          (body.negativeAnswers ?? current.negativeAnswers)
            ? (body.negativeShare ?? current.negativeShare)
            : null,
        answerMode: body.answerMode ?? current.answerMode,
        operators: body.operators ?? current.operators,
        total_questions: body.total_questions ?? current.total_questions,
        total_marks_per_question: body.total_marks_per_question ?? current.total_marks_per_question,
        abacusMethod: body.abacusMethod === undefined ? current.abacusMethod : body.abacusMethod,
        focus: body.focus ?? current.focus,
        seed: body.seed,
      };
      const flashColumns = flashColumnsOf(body.flash === undefined ? flashOf(exam) : body.flash, settings);
      const listeningColumns = listeningColumnsOf(
        body.listening === undefined ? listeningOf(exam) : body.listening,
        { ...settings, ...flashColumns },
      );
      const { minNumber, maxNumber } = settings;
      if (minNumber !== undefined && maxNumber !== undefined && minNumber > maxNumber) {
        throw badRequest(`maxNumber (${maxNumber}) must not be smaller than minNumber (${minNumber})`);
      }
      const { questions, columns } = await generateQuestions(settings);
      const regenerated = await exams.regenerate(
        exam.id,
        { ...columns, ...flashColumns, ...listeningColumns },
        questions,
      );
      events.publish(examEvent(regenerated, 'changed'));
      return regenerated;
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
