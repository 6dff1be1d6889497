import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Loaded } from '@/components/ui/loaded';
import { QuestionList } from '@/components/questions/question-list';
import { formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useExamQuestions } from '../api/get-exam-questions';

/** What each child's questions are like: the exam's own, or the sample they are made like. */
function aboutTheQuestions(exam: TeacherExam, count: number, t: TFunction<'examDetail'>): string {
  const counted = { count, questions: formatNumber(count) };
  if (exam.questionsPerStudent) {
    return exam.answerMode === 'typed'
      ? t('questions.perStudentTyped', counted)
      : t('questions.perStudentChoice', counted);
  }
  return exam.answerMode === 'typed'
    ? t('questions.sharedTyped', counted)
    : t('questions.sharedChoice', counted);
}

/** The exam's questions with their answers: what the class is asked, before any result is in. */
export function ExamQuestions({ exam }: { exam: TeacherExam }) {
  const { t } = useTranslation('examDetail');
  const questions = useExamQuestions(exam.exam_id);
  return (
    <Loaded query={questions} label={t('questions.loading')} rows={6}>
      {({ questions: listed }) => (
        <>
          <Typography.Paragraph>{aboutTheQuestions(exam, listed.length, t)}</Typography.Paragraph>
          <QuestionList questions={listed} wide withSkills />
        </>
      )}
    </Loaded>
  );
}
