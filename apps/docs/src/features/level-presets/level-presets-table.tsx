import { type AbacusMethod, LEVEL_PRESETS, type LevelPreset } from '@abacus/generator';
import { Table, Typography } from 'antd';
import { ExternalLink } from '@/components/ui/external-link';

const METHODS: Record<AbacusMethod, string> = {
  direct: 'Direct moves only',
  'small-friends': 'Small friends (5)',
  'big-friends': 'Big friends (10)',
  mixed: 'Both friends',
};

const digitsOf = (count: number) => `${count}-digit`;

/** The numbers of a preset as a teacher says them: "2-digit rows", "2-digit × 1-digit". */
function numbersOf({ settings }: LevelPreset): string {
  const { digits, operandDigits, operators } = settings;
  if (operandDigits) {
    const { left, right } = operandDigits;
    // A ÷ drill's `left` digits are its answer's, `right` its divisor's.
    return operators.includes('/')
      ? `÷ ${digitsOf(right)} divisor, ${digitsOf(left)} answer`
      : `${digitsOf(left)} × ${digitsOf(right)}`;
  }
  if (digits) return `${digits.min === digits.max ? digits.min : `${digits.min}–${digits.max}`}-digit rows`;
  return `${settings.minNumber ?? ''}–${settings.maxNumber ?? ''}`;
}

function rowsOf({ settings }: LevelPreset): string {
  const fewest = settings.minTerms ?? 2;
  return fewest === settings.maxTerms ? String(fewest) : `${fewest}–${settings.maxTerms}`;
}

const COLUMNS = [
  { title: 'Level', dataIndex: 'level', key: 'level', width: 56 },
  {
    title: 'Practises',
    key: 'practises',
    render: (_: unknown, preset: LevelPreset) => preset.practises,
  },
  { title: 'Rows', key: 'rows', width: 56, render: (_: unknown, preset: LevelPreset) => rowsOf(preset) },
  {
    title: 'Numbers',
    key: 'numbers',
    width: 128,
    render: (_: unknown, preset: LevelPreset) => numbersOf(preset),
  },
  {
    title: 'Abacus moves',
    key: 'method',
    width: 112,
    render: (_: unknown, { settings }: LevelPreset) =>
      settings.abacusMethod ? METHODS[settings.abacusMethod] : 'Any',
  },
  {
    title: 'Questions',
    key: 'questions',
    width: 96,
    render: (_: unknown, { settings, timeMinutes }: LevelPreset) =>
      timeMinutes === undefined
        ? settings.totalQuestions
        : `${settings.totalQuestions} in ${timeMinutes} min`,
  },
  {
    title: 'Source',
    key: 'source',
    width: 260,
    render: (_: unknown, { source }: LevelPreset) => (
      <>
        <ExternalLink href={source.url}>{source.name}</ExternalLink>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
          Sets: {source.sets}
        </Typography.Paragraph>
      </>
    ),
  },
];

/** The generator's level presets (LEVEL_PRESETS), each with the published syllabus it follows. */
export function LevelPresetsTable() {
  return (
    <Table rowKey="level" size="small" pagination={false} columns={COLUMNS} dataSource={[...LEVEL_PRESETS]} />
  );
}
