import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMinutes, formatPercent, formatScore } from '@/lib/format';
import type { ScorePoint, ScoreUnit } from '../progress-figures';
import './score-table.css';

interface ScoreTableProps {
  caption: string;
  points: readonly (ScorePoint & { title?: string })[];
  /** What one row is: a try or a test. */
  unit: ScoreUnit;
}

/** The figures of a progress chart, row by row: for screen readers, and for anyone who asks. */
export function ScoreTable({ caption, points, unit }: ScoreTableProps) {
  const { t } = useTranslation('progress');
  const titled = points.some((point) => point.title !== undefined);
  return (
    <table className="score-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`unit.${unit}`)}</th>
          {titled && <th scope="col">{t('table.exam')}</th>}
          <th scope="col">{t('table.date')}</th>
          <th scope="col">{t('table.score')}</th>
          <th scope="col">{t('table.time')}</th>
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
