import { CheckCircleFilled, ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { StatusTag } from '@/components/ui/status-tag';
import { formatMoment } from '@/lib/exam-opening';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import type { ExamOverview } from '../exam-overview';
import './exam-card.css';

interface ExamCardProps {
  overview: ExamOverview;
}

/**
 * Whether I may take it, and until when: "Due Tue 8 Dec, 17:00" for a test that closes by itself ("Open
 * until …" for practice), "Opens Mon 7 Dec, 09:00" for one that opens later, rather than "Open" and "Closed".
 */
function ExamStatus({ overview }: { overview: ExamOverview }) {
  const { t } = useTranslation('studentExams');
  const { exam } = overview;
  if (overview.closed) {
    if (overview.opensLater && exam.opensAt !== null) {
      return (
        <StatusTag icon={<ClockCircleOutlined aria-hidden />} tone="blue">
          {t('status.opens', { opens: formatMoment(exam.opensAt) })}
        </StatusTag>
      );
    }
    return (
      <StatusTag icon={<LockOutlined aria-hidden />} tone="grey">
        {t('status.closed')}
      </StatusTag>
    );
  }
  if (overview.exam.type === 'assessment' && overview.attempts > 0) {
    return (
      <StatusTag icon={<CheckCircleFilled aria-hidden />} tone="green">
        {t('status.done')}
      </StatusTag>
    );
  }
  if (exam.closesAt !== null) {
    return (
      <StatusTag icon={<ClockCircleOutlined aria-hidden />} tone="blue">
        {t(exam.type === 'assessment' ? 'status.due' : 'status.openUntil', {
          closes: formatMoment(exam.closesAt),
        })}
      </StatusTag>
    );
  }
  return <StatusTag tone="blue">{t('status.open')}</StatusTag>;
}

function WhatIDid({ overview }: { overview: ExamOverview }) {
  const { t } = useTranslation('studentExams');
  const started = overview.exam.openAttempt !== null;
  if (overview.anotherTry) return <Typography.Text strong>{t('anotherTry')}</Typography.Text>;
  if (overview.attempts === 0 && !started) {
    return <Typography.Text type="secondary">{t('notTriedYet')}</Typography.Text>;
  }
  const facts = [
    // Begun and not handed in: what the Continue beside it carries on with.
    started ? (overview.attempts === 0 ? t('started') : t('startedAgain')) : null,
    overview.attempts === 0
      ? null
      : t('done', { count: overview.attempts, times: formatNumber(overview.attempts) }),
    overview.bestPercentage !== null ? t('best', { percent: formatPercent(overview.bestPercentage) }) : null,
    overview.lastAttempt ? t('last', { date: formatDate(overview.lastAttempt) }) : null,
  ];
  return <Typography.Text strong>{facts.filter(Boolean).join(' · ')}</Typography.Text>;
}

/** Whether the exam can still be taken (again) by me: open, and not an assessment I have done. */
const canStart = ({ closed, exam, attempts }: ExamOverview) =>
  !closed && !(exam.type === 'assessment' && attempts > 0);

/** Carry on where I stopped, try again, or begin. */
const startAction = ({ exam, attempts }: ExamOverview) =>
  exam.openAttempt ? 'continue' : attempts > 0 ? 'practiseAgain' : 'start';

/** One exam: what it is, whether it is open, what I have done in it, and the way to start it. */
export function ExamCard({ overview }: ExamCardProps) {
  const { t } = useTranslation('studentExams');
  const { exam } = overview;
  const action = startAction(overview);
  return (
    <Card className={overview.closed ? 'exam-card exam-card-closed' : 'exam-card'}>
      <article aria-label={exam.title}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Typography.Title level={3} className="exam-card-title">
            {exam.title}
          </Typography.Title>
          <ExamStatus overview={overview} />
        </Flex>
        <Typography.Paragraph type="secondary" className="exam-card-facts">
          {[
            t('facts.level', { level: exam.level }),
            t('facts.questions', { count: exam.total_questions, number: formatNumber(exam.total_questions) }),
            t('facts.minutes', { number: formatNumber(exam.duration) }),
            t('facts.teacher', { teacher: exam.created_by.fullname }),
          ].join(' · ')}
        </Typography.Paragraph>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <WhatIDid overview={overview} />
          {canStart(overview) && (
            <ButtonLink
              type="primary"
              size="large"
              to={paths.takeExam.getHref(exam.exam_id)}
              aria-label={t(`actionOn.${action}`, { title: exam.title })}
            >
              {t(`action.${action}`)}
            </ButtonLink>
          )}
        </Flex>
      </article>
    </Card>
  );
}
