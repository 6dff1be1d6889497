import './stat-row.css';

export interface Stat {
  label: string;
  value: string;
}

/** A few big figures side by side (wrapping on a phone), each with its name above it. */
export function StatRow({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="stat-row">
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
