import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { beadsOf, type RodBeads } from './soroban-beads';
import './soroban.css';

const ROD_GAP = 44;
const BEAD_W = 36;
const BEAD_H = 18;
const FRAME = 10;
const BEAM_Y = 58;
const HEIGHT = 190;

interface SorobanProps {
  rods: readonly RodBeads[];
  /** What a screen reader hears, e.g. "Soroban showing 58". */
  label: string;
  /**
   * Makes the soroban something to work: beads are pressed (the rod index, 0 = leftmost, and the bead:
   * `upper`, or lower 1–4 from the beam), and each rod is a slider for the keyboard (↑ ↓, 0–9).
   */
  interactive?: {
    onBead: (rod: number, bead: 'upper' | 1 | 2 | 3 | 4) => void;
    onDigit: (rod: number, digit: number) => void;
  };
  size?: 'small' | 'large';
}

/** Each rod's name by its place, from the units up: the words' keys. */
const PLACE_NAMES = [
  'units',
  'tens',
  'hundreds',
  'thousands',
  'tenThousands',
  'hundredThousands',
  'millions',
] as const;
const digitOf = (rod: RodBeads) => (rod.upper ? 5 : 0) + rod.lower;

function rodKey(event: KeyboardEvent, digit: number): number | null {
  if (event.key === 'ArrowUp' || event.key === 'ArrowRight') return Math.min(9, digit + 1);
  if (event.key === 'ArrowDown' || event.key === 'ArrowLeft') return Math.max(0, digit - 1);
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return 9;
  return /^[0-9]$/.test(event.key) ? Number(event.key) : null;
}

/** What makes a rod a slider for the keyboard, named `label` for a screen reader. */
function rodSlider(label: string, digit: number, onDigit: (digit: number) => void) {
  return {
    role: 'slider',
    tabIndex: 0,
    'aria-label': label,
    'aria-valuemin': 0,
    'aria-valuemax': 9,
    'aria-valuenow': digit,
    className: 'soroban-rod-control',
    onKeyDown: (event: KeyboardEvent) => {
      const next = rodKey(event, digit);
      if (next === null) return;
      event.preventDefault();
      onDigit(next);
    },
  };
}

/**
 * A soroban drawn in SVG: a frame, one rod per digit, the beam with a unit mark on every third rod
 * from the units, an upper bead worth 5 that counts when pushed down to the beam, and four lower
 * beads that count when pushed up to it. Each bead carries data attributes (rod, bead, active) so what
 * it shows can be checked.
 */
export function Soroban({ rods, label, interactive, size = 'large' }: SorobanProps) {
  const { t } = useTranslation('shared');
  const rodName = (fromRight: number) => {
    const place = PLACE_NAMES[fromRight];
    return place ? t(`soroban.rods.${place}`) : t('soroban.rods.power', { power: formatNumber(fromRight) });
  };
  const width = FRAME * 2 + rods.length * ROD_GAP;
  const x = (rod: number) => FRAME + ROD_GAP / 2 + rod * ROD_GAP;
  const unitsFromRight = (rod: number) => rods.length - 1 - rod;
  return (
    <svg
      className={`soroban soroban-${size}`}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role={interactive ? 'group' : 'img'}
      aria-label={label}
    >
      <rect className="soroban-frame" x={1} y={1} width={width - 2} height={HEIGHT - 2} rx={8} />
      {rods.map((rod, index) => {
        const cx = x(index);
        const upperY = rod.upper ? BEAM_Y - BEAD_H / 2 - 2 : FRAME + BEAD_H / 2 + 2;
        const lowerY = (k: number) =>
          k <= rod.lower
            ? BEAM_Y + 6 + BEAD_H / 2 + (k - 1) * BEAD_H
            : HEIGHT - FRAME - BEAD_H / 2 - (4 - k) * BEAD_H;
        const press = (bead: 'upper' | 1 | 2 | 3 | 4) =>
          interactive ? () => interactive.onBead(index, bead) : undefined;
        const slider =
          interactive &&
          rodSlider(rodName(unitsFromRight(index)), digitOf(rod), (digit) =>
            interactive.onDigit(index, digit),
          );
        return (
          <g key={index} data-rod={unitsFromRight(index)} {...slider}>
            <line className="soroban-rod" x1={cx} x2={cx} y1={FRAME} y2={HEIGHT - FRAME} />
            <ellipse
              className={rod.upper ? 'soroban-bead soroban-bead-active' : 'soroban-bead'}
              data-bead="upper"
              data-active={rod.upper}
              cx={cx}
              cy={upperY}
              rx={BEAD_W / 2}
              ry={BEAD_H / 2 - 1}
              onClick={press('upper')}
            />
            {([1, 2, 3, 4] as const).map((k) => (
              <ellipse
                key={k}
                className={k <= rod.lower ? 'soroban-bead soroban-bead-active' : 'soroban-bead'}
                data-bead={`lower-${k}`}
                data-active={k <= rod.lower}
                cx={cx}
                cy={lowerY(k)}
                rx={BEAD_W / 2}
                ry={BEAD_H / 2 - 1}
                onClick={press(k)}
              />
            ))}
          </g>
        );
      })}
      <rect className="soroban-beam" x={FRAME} y={BEAM_Y} width={width - FRAME * 2} height={6} />
      {rods.map((_, index) =>
        unitsFromRight(index) % 3 === 0 ? (
          <circle key={index} className="soroban-unit-mark" cx={x(index)} cy={BEAM_Y + 3} r={2.5} />
        ) : null,
      )}
    </svg>
  );
}

/** A number shown on a soroban (e.g. an answer in a review), with at least `minRods` rods. */
export function SorobanNumber({
  value,
  minRods = 3,
  size,
}: {
  value: number;
  minRods?: number;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation('shared');
  return (
    <Soroban
      rods={beadsOf(value, minRods)}
      label={t('soroban.showing', { value: formatNumber(value) })}
      {...(size && { size })}
    />
  );
}
