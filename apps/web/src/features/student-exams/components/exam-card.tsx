import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { StatusTag } from '@/components/ui/status-tag';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import type { ExamOverview } from '../exam-overview';
import './exam-card.css';

interface ExamCardProps {
  overview: ExamOverview;
}

function ExamStatus({ overview }: { overview: ExamOverview }) {
  if (overview.closed) {
    return (
      <StatusTag icon={<LockOutlined aria-hidden />} tone="grey">
        Closed
      </StatusTag>
    );
  }
  if (overview.exam.type === 'assessment' && overview.attempts > 0) {
    return (
      <StatusTag icon={<CheckCircleFilled aria-hidden />} tone="green">
        Done
      </StatusTag>
    );
  }
  return <StatusTag tone="blue">Open</StatusTag>;
}

function WhatIDid({ overview }: { overview: ExamOverview }) {
  const started = overview.exam.openAttempt !== null;
  if (overview.attempts === 0 && !started) {
    return <Typography.Text type="secondary">Not tried yet</Typography.Text>;
  }
  const facts = [
    // Begun and not handed in: what the Continue beside it carries on with.
    started ? (overview.attempts === 0 ? 'Started' : 'Started again') : null,
    overview.attempts === 0
      ? null
      : overview.attempts === 1
        ? 'Done once'
        : `Done ${formatNumber(overview.attempts)} times`,
    overview.bestPercentage !== null ? `Best ${formatPercent(overview.bestPercentage)}` : null,
    overview.lastAttempt ? `Last ${formatDate(overview.lastAttempt)}` : null,
  ];
  return <Typography.Text strong>{facts.filter(Boolean).join(' · ')}</Typography.Text>;
}

/** Whether the exam can still be taken (again) by me: open, and not an assessment I have done. */
const canStart = ({ closed, exam, attempts }: ExamOverview) =>
  !closed && !(exam.type === 'assessment' && attempts > 0);

/** Carry on where I stopped, try again, or begin. */
const startLabel = ({ exam, attempts }: ExamOverview) =>
  exam.openAttempt ? 'Continue' : attempts > 0 ? 'Practise again' : 'Start';

/** One exam: what it is, whether it is open, what I have done in it, and the way to start it. */
export function ExamCard({ overview }: ExamCardProps) {
  const { exam } = overview;
  return (
    <Card className={overview.closed ? 'exam-card exam-card-closed' : 'exam-card'}>
      <article aria-label={exam.title}>
        <Flex justify="space-between" align="start" gap={12}>
          <Typography.Title level={3} className="exam-card-title">
            {exam.title}
          </Typography.Title>
          <ExamStatus overview={overview} />
        </Flex>
        <Typography.Paragraph type="secondary" className="exam-card-facts">
          Level {exam.level} · {formatNumber(exam.total_questions)} questions · {formatNumber(exam.duration)}{' '}
          min · from {exam.created_by.fullname}
        </Typography.Paragraph>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <WhatIDid overview={overview} />
          {canStart(overview) && (
            <ButtonLink
              type="primary"
              size="large"
              to={paths.takeExam.getHref(exam.exam_id)}
              aria-label={`${startLabel(overview)}: ${exam.title}`}
            >
              {startLabel(overview)}
            </ButtonLink>
          )}
        </Flex>
      </article>
    </Card>
  );
}
