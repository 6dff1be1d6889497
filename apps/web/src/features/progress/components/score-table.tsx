import { formatDateTime, formatMinutes, formatPercent, formatScore } from '@/lib/format';
import type { ScorePoint } from '../progress-figures';
import './score-table.css';

interface ScoreTableProps {
  caption: string;
  points: readonly (ScorePoint & { title?: string })[];
  /** What one row is, e.g. "Try" or "Test". */
  rowLabel: string;
}

/** The figures of a progress chart, row by row: for screen readers, and for anyone who asks. */
export function ScoreTable({ caption, points, rowLabel }: ScoreTableProps) {
  const titled = points.some((point) => point.title !== undefined);
  return (
    <table className="score-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowLabel}</th>
          {titled && <th scope="col">Exam</th>}
          <th scope="col">Date</th>
          <th scope="col">Score</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.number}>
            <th scope="row">{point.number}</th>
            {titled && <td>{point.title}</td>}
            <td>{formatDateTime(point.date)}</td>
            <td>
              <strong className="score-table-nowrap">{formatPercent(point.scorePercentage)}</strong>{' '}
              <span className="score-table-nowrap">({formatScore(point.score, point.totalMarks)})</span>
            </td>
            <td>{formatMinutes(point.minutes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
