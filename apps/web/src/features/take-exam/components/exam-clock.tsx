import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playChime } from '../chime';
import { formatClock } from '../use-countdown';
import './exam-clock.css';

const WARNING_MS = 60_000;

/**
 * The time left, big enough to glance at; from the last minute on, a calm orange, "1 minute left" said
 * beside it and announced, and (once, as the minute begins) a soft chime.
 */
export function ExamClock({ remaining }: { remaining: number }) {
  const { t } = useTranslation('takeExam');
  const warning = remaining <= WARNING_MS && remaining > 0;
  // The chime marks the moment the last minute begins: not a screen opened with less than a minute left.
  const hadMoreThanAMinute = useRef(remaining > WARNING_MS);
  useEffect(() => {
    if (remaining > WARNING_MS) hadMoreThanAMinute.current = true;
    else if (warning && hadMoreThanAMinute.current) {
      hadMoreThanAMinute.current = false;
      playChime();
    }
  }, [remaining, warning]);

  return (
    <div className="exam-clock-row">
      <div className={warning ? 'exam-clock exam-clock-warning' : 'exam-clock'}>
        <ClockCircleOutlined aria-hidden />
        <span role="timer" aria-label={t('clock.timeLeft')}>
          {formatClock(remaining)}
        </span>
      </div>
      {/* Present from the start, so that screen readers announce the words when they come. */}
      <span role="alert" className="exam-clock-last-minute">
        {warning ? t('clock.lastMinute') : ''}
      </span>
    </div>
  );
}
