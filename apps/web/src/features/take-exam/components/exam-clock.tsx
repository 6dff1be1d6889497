import { ClockCircleOutlined } from '@ant-design/icons';
import { formatClock } from '../use-countdown';
import './exam-clock.css';

const WARNING_MS = 60_000;

/** The time left, big enough to glance at; from the last minute on, a calm orange and one spoken warning. */
export function ExamClock({ remaining }: { remaining: number }) {
  const warning = remaining <= WARNING_MS;
  return (
    <div className={warning ? 'exam-clock exam-clock-warning' : 'exam-clock'}>
      <ClockCircleOutlined aria-hidden />
      <span role="timer" aria-label="Time left">
        {formatClock(remaining)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {warning && remaining > 0 ? 'One minute left.' : ''}
      </span>
    </div>
  );
}
