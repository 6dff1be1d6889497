import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber, formatPercent } from '@/lib/format';
import type { ScoreBucket } from '../score-buckets';

const HEIGHT = 220;
const BAR_COLOUR = '#0958d9';
const AXIS_COLOUR = '#3d4b5c';
const GRID_COLOUR = '#e3e8ef';
const FONT = '14px system-ui, sans-serif';

/** The axes' names, in the app's language. */
interface AxisLabels {
  score: string;
  students: string;
}

function chartOptions(width: number, buckets: readonly ScoreBucket[], labels: AxisLabels): uPlot.Options {
  const axis = { stroke: AXIS_COLOUR, font: FONT, grid: { stroke: GRID_COLOUR, width: 1 } };
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, buckets.length - 0.5] }, y: { range: [0, most] } },
    series: [
      {},
      {
        stroke: BAR_COLOUR,
        fill: BAR_COLOUR,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars!({ size: [0.8, 60] }),
      },
    ],
    axes: [
      {
        ...axis,
        label: labels.score,
        labelFont: FONT,
        splits: () => buckets.map((_, index) => index),
        values: (_, ticks) =>
          ticks.map((tick) => {
            const from = buckets[tick]?.from;
            return from === undefined ? '' : formatPercent(from);
          }),
      },
      {
        ...axis,
        label: labels.students,
        labelFont: FONT,
        // Whole students only: no tick at 1.5.
        splits: () =>
          Array.from({ length: most + 1 }, (_, count) => count).filter(
            (count) => most <= 10 || count % Math.ceil(most / 10) === 0,
          ),
        values: (_, ticks) => ticks.map(String),
      },
    ],
  };
}

const describe = (buckets: readonly ScoreBucket[], t: TFunction<'examDetail'>) =>
  t('chart.described', {
    buckets: buckets.map((bucket) => `${bucket.label}, ${formatNumber(bucket.count)}`).join('; '),
  });

/** A bar per tenth of the marks: how the class's scores spread. The same figures are in words for screen readers. */
export function ScoreDistribution({ buckets }: { buckets: readonly ScoreBucket[] }) {
  const { t } = useTranslation('examDetail');
  const container = useRef<HTMLDivElement>(null);
  const [scoreLabel, studentsLabel] = [t('chart.score'), t('chart.students')];

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [buckets.map((_, index) => index), buckets.map((bucket) => bucket.count)];
    const chart = new uPlot(
      chartOptions(element.clientWidth, buckets, { score: scoreLabel, students: studentsLabel }),
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [buckets, scoreLabel, studentsLabel]);

  return <div ref={container} role="img" aria-label={describe(buckets, t)} style={{ minHeight: HEIGHT }} />;
}
