import {
  MAX_FLASH_GAP_MS,
  MAX_FLASH_INTERVAL_MS,
  MAX_LISTENING_NUMBERS_PER_MINUTE,
  MIN_FLASH_GAP_MS,
  MIN_FLASH_INTERVAL_MS,
  MIN_LISTENING_NUMBERS_PER_MINUTE,
} from '@abacus/contract';
import { type DigitRange, type Operator, SETTING_BOUNDS } from '@abacus/generator';
import { Checkbox, Col, Flex, Form, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flashDurationMs } from '@/lib/flash-schedule';
import { formatNumber } from '@/lib/format';
import type { BuilderValues } from '../builder-settings';
import { AnswerModeField } from './answer-mode-field';
import {
  coveredRange,
  divisionNote,
  drillable,
  drillDigits,
  firstNumberBounds,
  fromChanged,
  numbersBy,
  numbersWay,
  operationsChanged,
  rowChanges,
  rowsOf,
  toChanged,
  writtenDrill,
  type NumbersWay,
} from './generation-choices';

/** Each operation by its label's key. */
const OPERATOR_OPTIONS = [
  { value: '+', label: 'operations.add' },
  { value: '-', label: 'operations.subtract' },
  { value: '*', label: 'operations.multiply' },
  { value: '/', label: 'operations.divide' },
] as const satisfies { value: Operator; label: string }[];
const METHOD_OPTIONS = [
  { value: 'none', label: 'moves.none' },
  { value: 'direct', label: 'moves.direct' },
  { value: 'small-friends', label: 'moves.smallFriends' },
  { value: 'big-friends', label: 'moves.bigFriends' },
  { value: 'mixed', label: 'moves.mixed' },
] as const satisfies { value: BuilderValues['abacusMethod']; label: string }[];

/** The counts typed as numbers, each within the bounds the API accepts. */
const COUNT_FIELDS = [
  { name: 'totalQuestions', label: 'counts.questions', ...SETTING_BOUNDS.totalQuestions },
  { name: 'marksPerQuestion', label: 'counts.marksEach', ...SETTING_BOUNDS.marksPerQuestion },
] as const satisfies { name: keyof BuilderValues; label: string; min: number; max: number }[];

const NUMBER_INPUT_WIDTH = 72;

/** Calls `set` with a whole number typed in, not with the empty box of a number being retyped. */
const whole = (set: (value: number) => void) => (value: number | null) => {
  if (value !== null) set(value);
};

interface FieldsProps {
  values: BuilderValues;
  onChange: (changes: Partial<BuilderValues>) => void;
}

/**
 * How the questions are generated: the builder's fields, inside its antd Form. The simple ones are the
 * form's own (names of BuilderValues); the ones a teacher says in other words than the generator's (rows
 * from–to, a drill's digits) change several values at once through `onChange`.
 */
export function GenerationFields({ values, onChange }: FieldsProps) {
  const { t } = useTranslation('examBuilder');
  const way = numbersWay(values);
  const plusMinusOnly = values.operators.every((operator) => operator === '+' || operator === '-');
  return (
    <>
      <OperationsField values={values} onChange={onChange} />
      {way === 'drill' ? (
        <Form.Item label={t('rows.label')}>
          <Typography.Text>{t('rows.drill')}</Typography.Text>
        </Form.Item>
      ) : (
        <RowsField values={values} onChange={onChange} />
      )}
      <NumbersWayField values={values} onChange={onChange} />
      {way === 'digits' && values.digits && (
        <FromTo
          label={t('digits.label')}
          range={values.digits}
          bounds={SETTING_BOUNDS.digits}
          onChange={(digits) => onChange({ digits })}
          extra={<DigitsNote digits={values.digits} />}
        />
      )}
      {way === 'range' && (
        <Row gutter={12}>
          <Col xs={12} sm={8}>
            <Form.Item label={t('range.from')} name="minNumber">
              <InputNumber {...SETTING_BOUNDS.numbers} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label={t('range.upTo')} name="maxNumber">
              <InputNumber {...SETTING_BOUNDS.numbers} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {way === 'drill' && <DrillField values={values} onChange={onChange} />}
      <ZerosField values={values} />
      {/* Both are for + and − alone: ticking × or ÷ turns them off (operationsChanged). */}
      {plusMinusOnly && (
        <>
          <Form.Item label={t('moves.label')} name="abacusMethod">
            <Select
              options={METHOD_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <NegativeAnswersField values={values} />
        </>
      )}
      <Row gutter={12}>
        {COUNT_FIELDS.map(({ name, label, ...bounds }) => (
          <Col key={name} xs={12} sm={8}>
            <Form.Item label={t(label)} name={name}>
              <InputNumber {...bounds} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <FlashFields values={values} />
      <ListeningField values={values} />
      <AnswerModeField />
    </>
  );
}

/**
 * Flash anzan: how long each number shows (0 is no interval but a written exam: the form's way of
 * leaving flash anzan off), the blank after it, signs and counter, and how long a question's numbers
 * take, worked out as the teacher types.
 */
function FlashFields({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const on = values.flashIntervalMs > 0;
  const seconds = flashDurationMs(values.maxTerms, {
    intervalMs: values.flashIntervalMs,
    gapMs: values.flashGapMs,
  });
  return (
    <>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item
            label={t('flash.interval')}
            name="flashIntervalMs"
            extra={t('flash.intervalNote', { min: formatNumber(MIN_FLASH_INTERVAL_MS) })}
            rules={[
              {
                validator: (_, value: number | null) =>
                  value === null || value === 0 || value >= MIN_FLASH_INTERVAL_MS
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(t('flash.tooFast', { min: formatNumber(MIN_FLASH_INTERVAL_MS) })),
                      ),
              },
            ]}
          >
            <InputNumber
              min={0}
              max={MAX_FLASH_INTERVAL_MS}
              step={50}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        {on && (
          <Col xs={12} sm={8}>
            <Form.Item label={t('flash.gap')} name="flashGapMs" extra={t('flash.gapNote')}>
              <InputNumber
                min={MIN_FLASH_GAP_MS}
                max={MAX_FLASH_GAP_MS}
                step={10}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {on && (
        <>
          <Form.Item name="flashShowSign" valuePropName="checked" extra={t('flash.showSignNote')}>
            <Checkbox>{t('flash.showSign')}</Checkbox>
          </Form.Item>
          <Form.Item name="flashShowCounter" valuePropName="checked">
            <Checkbox>{t('flash.showCounter', { total: formatNumber(values.maxTerms) })}</Checkbox>
          </Form.Item>
          <Typography.Paragraph strong>
            {t('flash.duration', {
              count: values.maxTerms,
              numbers: formatNumber(values.maxTerms),
              seconds: formatNumber(seconds / 1000),
            })}
          </Typography.Paragraph>
        </>
      )}
    </>
  );
}

/** A minute's worth of milliseconds: the pace of listening sums is said in numbers a minute. */
const MINUTE_MS = 60_000;

/**
 * Listening sums: how many numbers a minute are read aloud (0: none, the numbers are shown), and about how
 * long a question's numbers take. Turning it on turns flash anzan off (withChanges): a number is either
 * seen or heard.
 */
function ListeningField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const pace = values.listeningNumbersPerMinute;
  const bounds = {
    min: formatNumber(MIN_LISTENING_NUMBERS_PER_MINUTE),
    max: formatNumber(MAX_LISTENING_NUMBERS_PER_MINUTE),
  };
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={16}>
          <Form.Item
            label={t('listening.pace')}
            name="listeningNumbersPerMinute"
            extra={t('listening.paceNote', bounds)}
            rules={[
              {
                validator: (_, value: number | null) =>
                  value === null || value === 0 || value >= MIN_LISTENING_NUMBERS_PER_MINUTE
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('listening.tooSlow', bounds))),
              },
            ]}
          >
            <InputNumber
              min={0}
              max={MAX_LISTENING_NUMBERS_PER_MINUTE}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      {pace >= MIN_LISTENING_NUMBERS_PER_MINUTE && (
        <Typography.Paragraph strong>
          {t('listening.duration', {
            count: values.maxTerms,
            numbers: formatNumber(values.maxTerms),
            seconds: formatNumber(Math.round((values.maxTerms * MINUTE_MS) / pace / 1000)),
          })}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** The operations, turning off what no longer applies to them (abacus moves for × ÷, say). */
function OperationsField({ values, onChange }: FieldsProps) {
  const { t } = useTranslation('examBuilder');
  const labelId = useId();
  return (
    <Form.Item label={<span id={labelId}>{t('operations.label')}</span>}>
      <div role="group" aria-labelledby={labelId}>
        <Checkbox.Group
          options={OPERATOR_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={values.operators}
          onChange={(operators) => onChange(operationsChanged(values, operators))}
        />
      </div>
    </Form.Item>
  );
}

interface FromToProps {
  label: string;
  range: DigitRange;
  bounds: DigitRange;
  onChange: (range: DigitRange) => void;
  extra?: ReactNode;
}

/** Two numbers, the fewest and the most, each keeping the other in order: "from 1 to 2". */
function FromTo({ label, range, bounds, onChange, extra }: FromToProps) {
  const { t } = useTranslation('examBuilder');
  const id = useId();
  const input = { ...bounds, precision: 0, style: { width: NUMBER_INPUT_WIDTH } };
  return (
    <Form.Item label={<span id={`${id}-label`}>{label}</span>} extra={extra}>
      <Flex role="group" aria-labelledby={`${id}-label`} align="center" gap={8} wrap>
        <label htmlFor={`${id}-from`}>{t('fromTo.from')}</label>
        <InputNumber
          {...input}
          id={`${id}-from`}
          value={range.min}
          onChange={whole((min) => onChange(fromChanged(range, min)))}
        />
        <label htmlFor={`${id}-to`}>{t('fromTo.to')}</label>
        <InputNumber
          {...input}
          id={`${id}-to`}
          value={range.max}
          onChange={whole((max) => onChange(toChanged(range, max)))}
        />
      </Flex>
    </Form.Item>
  );
}

/** Rows from–to, or the same number in every question: the box a teacher ticks for "3 rows". */
function RowsField({ values, onChange }: FieldsProps) {
  const { t } = useTranslation('examBuilder');
  const rows = rowsOf(values);
  const flash = values.flashIntervalMs > 0;
  const [same, setSame] = useState(rows.min === rows.max);
  // A level's preset may give questions of different lengths: the box no longer says what they are.
  if (same && rows.min !== rows.max) setSame(false);
  const inputId = useId();
  const sameBox = (
    <Checkbox
      checked={same}
      onChange={(event) => {
        setSame(event.target.checked);
        if (event.target.checked) onChange(rowChanges({ min: rows.max, max: rows.max }));
      }}
    >
      {t('rows.same')}
    </Checkbox>
  );
  if (!same && !flash) {
    return (
      <FromTo
        label={t('rows.label')}
        range={rows}
        bounds={SETTING_BOUNDS.terms}
        onChange={(range) => onChange(rowChanges(range))}
        extra={sameBox}
      />
    );
  }
  return (
    <Form.Item label={t('rows.label')} htmlFor={inputId} extra={flash ? t('rows.sameForFlash') : sameBox}>
      <InputNumber
        id={inputId}
        {...SETTING_BOUNDS.terms}
        precision={0}
        style={{ width: NUMBER_INPUT_WIDTH }}
        value={rows.max}
        onChange={whole((count) => onChange(rowChanges({ min: count, max: count })))}
      />
    </Form.Item>
  );
}

const WAYS = ['digits', 'range', 'drill'] as const satisfies NumbersWay[];

/** Digits, a range, or a drill: the three ways the generator takes the numbers, one at a time. */
function NumbersWayField({ values, onChange }: FieldsProps) {
  const { t } = useTranslation('examBuilder');
  const way = numbersWay(values);
  const drillShut = !drillable(values.operators) && way !== 'drill';
  return (
    <Form.Item label={t('numbersWay.label')} extra={drillShut ? t('numbersWay.drillNeeds') : undefined}>
      <Radio.Group
        aria-label={t('numbersWay.label')}
        value={way}
        options={WAYS.map((value) => ({
          value,
          label: t(`numbersWay.${value}`),
          disabled: value === 'drill' && drillShut,
        }))}
        onChange={(event) => onChange(numbersBy(values, event.target.value as NumbersWay))}
      />
    </Form.Item>
  );
}

/** The numbers rows of so many digits give, and how the lengths are shared out. */
function DigitsNote({ digits }: { digits: DigitRange }) {
  const { t } = useTranslation('examBuilder');
  const { minNumber, maxNumber } = coveredRange(digits);
  const span = { from: formatNumber(minNumber), to: formatNumber(maxNumber) };
  if (digits.min === digits.max) return t('digits.oneLength', span);
  if (digits.max - digits.min === 1) {
    return t('digits.twoLengths', { ...span, count: digits.min, longer: digits.max });
  }
  return t('digits.manyLengths', span);
}

/** A drill's two numbers by their digits, as the teacher names them: "2-digit × 1-digit", "4-digit ÷ 1-digit". */
function DrillField({ values, onChange }: FieldsProps) {
  const { t } = useTranslation('examBuilder');
  const labelId = useId();
  const digits = values.operandDigits!;
  const only = values.operators.length === 1 ? values.operators[0] : undefined;
  const operator: Operator = only === '/' ? '/' : '*';
  const written = writtenDrill(digits, operator);
  const set = (first: number, second: number) =>
    onChange({ operandDigits: drillDigits({ first, second }, operator) });
  const input = { precision: 0, style: { width: NUMBER_INPUT_WIDTH } };
  const divides = operator === '/';
  // None ticked happens on the way from × to ÷: the drill waits for one of them.
  const waiting = values.operators.length === 0;
  let note = t('drill.answerDigits', {
    fewer: digits.left + digits.right - 1,
    more: digits.left + digits.right,
  });
  if (waiting) note = t('drill.tickAnOperation');
  else if (divides) note = divisionNote(digits);
  else if (values.operators.length > 1) {
    note = t('drill.mixed', {
      divisor: digits.right,
      answerDigits: t('drill.digitCount', { count: digits.left }),
    });
  }
  return (
    <Form.Item
      label={<span id={labelId}>{t('drill.label')}</span>}
      extra={note}
      validateStatus={waiting ? 'warning' : undefined}
    >
      <Flex role="group" aria-labelledby={labelId} align="center" gap={4} wrap>
        <InputNumber
          {...input}
          {...firstNumberBounds(operator, written.second)}
          aria-label={divides ? t('drill.dividedDigits') : t('drill.firstDigits')}
          value={written.first}
          onChange={whole((first) => set(first, written.second))}
        />
        <span aria-hidden>{t('drill.digitThen', { operator: divides ? '÷' : '×' })}</span>
        <InputNumber
          {...input}
          {...SETTING_BOUNDS.digits}
          aria-label={divides ? t('drill.divisorDigits') : t('drill.secondDigits')}
          value={written.second}
          onChange={whole((second) => set(written.first, second))}
        />
        <span aria-hidden>{t('drill.digit')}</span>
      </Flex>
    </Form.Item>
  );
}

/** The longest numbers the settings give, by their digits: zeros go inside numbers of two or more. */
function longestDigits({ digits, operandDigits, maxNumber }: BuilderValues): number {
  if (operandDigits) return Math.max(operandDigits.left, operandDigits.right);
  return digits ? digits.max : String(maxNumber).length;
}

function ZerosField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const tooShort = longestDigits(values) < 2;
  return (
    <Form.Item
      name="zeros"
      valuePropName="checked"
      extra={tooShort ? t('zeros.tooShort') : t('zeros.aboutHalf')}
    >
      <Checkbox disabled={tooShort && !values.zeros}>{t('zeros.label')}</Checkbox>
    </Form.Item>
  );
}

/** A sum that goes below zero, kept on one line. */
const BELOW_ZERO = '3\u00a0−\u00a08\u00a0+\u00a02\u00a0=\u00a0−3';

/**
 * Not with abacus moves, which the generator refuses it with: shut while a method is chosen, unless already
 * ticked (then the preview says why, and it can be unticked).
 */
function NegativeAnswersField({ values }: { values: BuilderValues }) {
  const { t } = useTranslation('examBuilder');
  const withMethod = values.abacusMethod !== 'none';
  const note = withMethod ? t('negative.notWithMoves') : t('negative.upperGrades', { example: BELOW_ZERO });
  return (
    <Form.Item name="negativeAnswers" valuePropName="checked" extra={note}>
      <Checkbox disabled={withMethod && !values.negativeAnswers}>{t('negative.label')}</Checkbox>
    </Form.Item>
  );
}
