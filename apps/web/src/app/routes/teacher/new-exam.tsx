import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import {
  ExamBuilder,
  type BuilderStart,
  type CreatedExam,
} from '@/features/exam-builder/components/exam-builder';
import { i18n } from '@/i18n/i18n';
import { formatMoment, isSwitchedOn } from '@/lib/exam-opening';
import { screenNotice } from '@/lib/screen-notice';

/** What the teacher is told on the new exam's questions, which is where they land. */
function madeNotice(exam: CreatedExam): string {
  const { title, level } = exam;
  if (!isSwitchedOn(exam)) return i18n.t('teacherArea:newExam.made.closed', { title });
  const closes = exam.closesAt && formatMoment(exam.closesAt);
  if (exam.opensAt && !exam.is_active) {
    const opens = formatMoment(exam.opensAt);
    return closes
      ? i18n.t('teacherArea:newExam.made.opensLaterUntil', { title, level, opens, closes })
      : i18n.t('teacherArea:newExam.made.opensLater', { title, level, opens });
  }
  return closes
    ? i18n.t('teacherArea:newExam.made.openNowUntil', { title, level, closes })
    : i18n.t('teacherArea:newExam.made.openNow', { title, level });
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
