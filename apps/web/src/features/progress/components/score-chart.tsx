import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber, formatPercent } from '@/lib/format';
import type { ScorePoint, ScoreUnit } from '../progress-figures';

const HEIGHT = 220;
const LINE_COLOUR = '#0958d9';
const AXIS_COLOUR = '#3d4b5c';
const GRID_COLOUR = '#e3e8ef';
const FONT = '15px system-ui, sans-serif';

/** The most labels the try axis shows; with more tries, every second (fifth, …) is labelled. */
const MAX_X_LABELS = 10;

/** Whole numbers only on the try axis (there is no try 1.5 nor try 0), spaced to stay readable. */
function tryTicks(count: number): number[] {
  const step = [1, 2, 5, 10, 20, 50, 100].find((candidate) => count / candidate <= MAX_X_LABELS) ?? 200;
  return Array.from({ length: count }, (_, index) => index + 1).filter(
    (number) => number === 1 || number % step === 0,
  );
}

function chartOptions(width: number, count: number, xLabel: string): uPlot.Options {
  const axis = { stroke: AXIS_COLOUR, font: FONT, grid: { stroke: GRID_COLOUR, width: 1 } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    // Half a step of room either side, so that a first try is a dot in the middle, not on the edge.
    scales: { x: { time: false, auto: false, range: [0.5, count + 0.5] }, y: { range: [0, 100] } },
    series: [
      {},
      {
        stroke: LINE_COLOUR,
        width: 3,
        points: { size: 10, fill: LINE_COLOUR, stroke: LINE_COLOUR },
      },
    ],
    axes: [
      {
        ...axis,
        label: xLabel,
        labelFont: FONT,
        splits: () => tryTicks(count),
        values: (_, ticks) => ticks.map(String),
      },
      { ...axis, incrs: [25], values: (_, ticks) => ticks.map((tick) => `${tick}%`), size: 56 },
    ],
  };
}

/** The most points the chart's spoken description lists; beyond them the table has every figure. */
const DESCRIBED_POINTS = 12;

/** What the chart shows, in words: `Score in % by try: try 1, 40%; try 2, 100%.` */
function describe(points: readonly ScorePoint[], unit: ScoreUnit, t: TFunction<'progress'>): string {
  if (points.length > DESCRIBED_POINTS) {
    return t(`chart.${unit}.tooMany`, { total: formatNumber(points.length) });
  }
  const listed = points.map((point) =>
    t(`chart.${unit}.point`, { number: point.number, percent: formatPercent(point.scorePercentage) }),
  );
  return t(`chart.${unit}.points`, { points: listed.join('; ') });
}

interface ScoreChartProps {
  points: readonly ScorePoint[];
  /** What the horizontal axis counts: tries or tests. */
  unit: ScoreUnit;
}

/**
 * Score % by try as a line (uPlot draws on a canvas). Screen readers hear it as one image described in
 * words; the table beside it has the same figures.
 */
export function ScoreChart({ points, unit }: ScoreChartProps) {
  const { t } = useTranslation('progress');
  const xLabel = t(`unit.${unit}`);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      points.map((point) => point.number),
      points.map((point) => point.scorePercentage),
    ];
    const chart = new uPlot(chartOptions(element.clientWidth, points.length, xLabel), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, xLabel]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={describe(points, unit, t)}
      className="score-chart"
      style={{ minHeight: HEIGHT }}
    />
  );
}
