import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import {
  ExamBuilder,
  type BuilderStart,
  type CreatedExam,
} from '@/features/exam-builder/components/exam-builder';
import { isSwitchedOn } from '@/lib/exam-opening';
import { screenNotice, type NoticeWords } from '@/lib/screen-notice';

/** What the teacher is told on the new exam's questions, which is where they land. */
function madeNotice(exam: CreatedExam): NoticeWords {
  const { title, level, opensAt, closesAt } = exam;
  const values = { title, level };
  if (!isSwitchedOn(exam)) return { key: 'teacherArea:newExam.made.closed', values };
  if (opensAt && !exam.is_active) {
    return closesAt
      ? {
          key: 'teacherArea:newExam.made.opensLaterUntil',
          values,
          moments: { opens: opensAt, closes: closesAt },
        }
      : { key: 'teacherArea:newExam.made.opensLater', values, moments: { opens: opensAt } };
  }
  return closesAt
    ? { key: 'teacherArea:newExam.made.openNowUntil', values, moments: { closes: closesAt } }
    : { key: 'teacherArea:newExam.made.openNow', values };
}

/** How a screen opens the builder on a practice of chosen formulas (the formula map does). */
export interface NewExamState {
  start: BuilderStart;
}

const startOf = (state: unknown): BuilderStart | undefined => (state as Partial<NewExamState> | null)?.start;

export default function NewExamRoute() {
  const { t } = useTranslation('teacherArea');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Page title={t('newExam.title')} intro={t('newExam.intro')}>
      <ExamBuilder
        start={startOf(location.state as unknown)}
        onCreated={(exam) =>
          void navigate(paths.teacherExam.getHref(exam.exam_id, 'questions'), {
            state: screenNotice(madeNotice(exam)),
          })
        }
      />
    </Page>
  );
}
