import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemInAppWords } from '@/lib/problem-words';
import type { ExamStanding } from '../use-exam-closure';

/**
 * Why answers stopped being taken, above the question: the teacher closed the exam (what happens to the
 * answers, and that the child may carry on once it opens again), or the server refused one for another
 * reason (then the child hands in).
 */
export function ExamNotice({ standing, refusal }: { standing: ExamStanding; refusal: string | null }) {
  const { t } = useTranslation('takeExam');
  if (standing === 'closed') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('closed.title')}
        description={
          <>
            <p>{t('closed.answers')}</p>
            <p>{t('closed.carryOn')}</p>
          </>
        }
        className="take-exam-notice"
      />
    );
  }
  if (standing !== 'open' || !refusal) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={problemInAppWords(refusal, 409)}
      description={t('question.handInNow')}
      className="take-exam-notice"
    />
  );
}
