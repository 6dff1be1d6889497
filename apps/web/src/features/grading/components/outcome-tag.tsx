import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  ExclamationCircleFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';
import { OUTCOME_TONE, OUTCOME_WORDS } from '../grading-outcome';
import type { GradingOutcome } from '@/types/api';

const ICONS: Readonly<Record<GradingOutcome, ReactNode>> = {
  pass: <CheckCircleFilled aria-hidden />,
  'near-pass': <ExclamationCircleFilled aria-hidden />,
  fail: <CloseCircleFilled aria-hidden />,
  pending: <ClockCircleOutlined aria-hidden />,
};

/** An outcome in its colour, with its icon and its words. */
export function OutcomeTag({ outcome }: { outcome: GradingOutcome }) {
  const { t } = useTranslation('grading');
  return (
    <StatusTag tone={OUTCOME_TONE[outcome]} icon={ICONS[outcome]}>
      {t(OUTCOME_WORDS[outcome])}
    </StatusTag>
  );
}
