import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { RoundLeaderboardRow } from '@/types/api';
import './leaderboard.css';

interface LeaderboardProps {
  rows: readonly RoundLeaderboardRow[];
  /** The reader's own row, marked (a child's device). */
  mine?: string;
  /** Only the first rows (a projector shows what the back of the room can read). */
  limit?: number;
}

/** Time over the right answers, in seconds with one decimal: what separates two children equally right. */
const secondsOf = (timeMs: number) => formatNumber(timeMs / 1000, 1);

/** The board: right answers first, then the less time; the API places them (1, 2, 2, 4). */
export function Leaderboard({ rows, mine, limit }: LeaderboardProps) {
  const { t } = useTranslation('liveRound');
  if (rows.length === 0) return <p className="leaderboard-empty">{t('board.empty')}</p>;
  const shown = limit === undefined ? rows : rows.slice(0, limit);
  return (
    <table className="leaderboard">
      <caption className="visually-hidden">{t('projector.board')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('board.place')}</th>
          <th scope="col">{t('board.name')}</th>
          <th scope="col">{t('board.right')}</th>
          <th scope="col">{t('board.time')}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr key={row.student_id} className={row.student_id === mine ? 'leaderboard-mine' : undefined}>
            <td>{formatNumber(row.place)}</td>
            <th scope="row">{row.fullname}</th>
            <td>{formatNumber(row.right)}</td>
            <td>{t('board.seconds', { seconds: secondsOf(row.time_ms) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
