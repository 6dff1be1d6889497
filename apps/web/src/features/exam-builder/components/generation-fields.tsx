import { MAX_FLASH_INTERVAL_MS } from '@abacus/contract';
import { type DigitRange, type Operator, SETTING_BOUNDS } from '@abacus/generator';
import { Checkbox, Col, Flex, Form, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
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

const OPERATOR_OPTIONS: { value: Operator; label: string }[] = [
  { value: '+', label: '+ add' },
  { value: '-', label: '− take away' },
  { value: '*', label: '× times' },
  { value: '/', label: '÷ divide' },
];
const METHOD_OPTIONS = [
  { value: 'none', label: 'Any moves' },
  { value: 'direct', label: 'Direct beads only' },
  { value: 'small-friends', label: 'Small friends (5)' },
  { value: 'big-friends', label: 'Big friends (10)' },
  { value: 'mixed', label: 'Both friends' },
];

/** The settings typed as numbers, each within the bounds the API accepts. */
const COUNT_FIELDS: {
  name: keyof BuilderValues;
  label: string;
  min: number;
  max: number;
  step?: number;
  extra?: string;
}[] = [
  { name: 'totalQuestions', label: 'Questions', ...SETTING_BOUNDS.totalQuestions },
  { name: 'marksPerQuestion', label: 'Marks each', ...SETTING_BOUNDS.marksPerQuestion },
  // 0 is no interval but a written exam: the form's way of leaving flash anzan off.
  {
    name: 'flashIntervalMs',
    label: 'Flash (ms)',
    min: 0,
    max: MAX_FLASH_INTERVAL_MS,
    step: 100,
    extra: '0: written questions',
  },
];

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
  const way = numbersWay(values);
  const plusMinusOnly = values.operators.every((operator) => operator === '+' || operator === '-');
  return (
    <>
      <OperationsField values={values} onChange={onChange} />
      {way === 'drill' ? (
        <Form.Item label="Rows per question">
          <Typography.Text>Two: a drill is one number × or ÷ another.</Typography.Text>
        </Form.Item>
      ) : (
        <RowsField values={values} onChange={onChange} />
      )}
      <NumbersWayField values={values} onChange={onChange} />
      {way === 'digits' && values.digits && (
        <FromTo
          label="Digits per row"
          range={values.digits}
          bounds={SETTING_BOUNDS.digits}
          onChange={(digits) => onChange({ digits })}
          extra={digitsNote(values.digits)}
        />
      )}
      {way === 'range' && (
        <Row gutter={12}>
          <Col xs={12} sm={8}>
            <Form.Item label="Numbers from" name="minNumber">
              <InputNumber {...SETTING_BOUNDS.numbers} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label="Numbers up to" name="maxNumber">
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
          <Form.Item label="Abacus moves" name="abacusMethod">
            <Select options={METHOD_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <NegativeAnswersField values={values} />
        </>
      )}
      <Row gutter={12}>
        {COUNT_FIELDS.map(({ name, label, extra, ...bounds }) => (
          <Col key={name} xs={12} sm={8}>
            <Form.Item label={label} name={name} extra={extra}>
              <InputNumber {...bounds} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <AnswerModeField />
    </>
  );
}

/** The operations, turning off what no longer applies to them (abacus moves for × ÷, say). */
function OperationsField({ values, onChange }: FieldsProps) {
  const labelId = useId();
  return (
    <Form.Item label={<span id={labelId}>Operations</span>}>
      <div role="group" aria-labelledby={labelId}>
        <Checkbox.Group
          options={OPERATOR_OPTIONS}
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
  const id = useId();
  const input = { ...bounds, precision: 0, style: { width: NUMBER_INPUT_WIDTH } };
  return (
    <Form.Item label={<span id={`${id}-label`}>{label}</span>} extra={extra}>
      <Flex role="group" aria-labelledby={`${id}-label`} align="center" gap={8} wrap>
        <label htmlFor={`${id}-from`}>from</label>
        <InputNumber
          {...input}
          id={`${id}-from`}
          value={range.min}
          onChange={whole((min) => onChange(fromChanged(range, min)))}
        />
        <label htmlFor={`${id}-to`}>to</label>
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
  const rows = rowsOf(values);
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
      Same number of rows in every question
    </Checkbox>
  );
  if (!same) {
    return (
      <FromTo
        label="Rows per question"
        range={rows}
        bounds={SETTING_BOUNDS.terms}
        onChange={(range) => onChange(rowChanges(range))}
        extra={sameBox}
      />
    );
  }
  return (
    <Form.Item label="Rows per question" htmlFor={inputId} extra={sameBox}>
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

const WAY_OPTIONS: { value: NumbersWay; label: string }[] = [
  { value: 'digits', label: 'Digits' },
  { value: 'range', label: 'Range' },
  { value: 'drill', label: '× ÷ drill' },
];

/** Digits, a range, or a drill: the three ways the generator takes the numbers, one at a time. */
function NumbersWayField({ values, onChange }: FieldsProps) {
  const way = numbersWay(values);
  const drillShut = !drillable(values.operators) && way !== 'drill';
  return (
    <Form.Item
      label="Give the numbers by"
      extra={drillShut ? 'A drill such as 2-digit × 1-digit needs × or ÷ alone.' : undefined}
    >
      <Radio.Group
        aria-label="Give the numbers by"
        value={way}
        options={WAY_OPTIONS.map((option) => ({
          ...option,
          disabled: option.value === 'drill' && drillShut,
        }))}
        onChange={(event) => onChange(numbersBy(values, event.target.value as NumbersWay))}
      />
    </Form.Item>
  );
}

const plural = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;

function digitsNote(digits: DigitRange): string {
  const { minNumber, maxNumber } = coveredRange(digits);
  const span = `Numbers ${formatNumber(minNumber)} to ${formatNumber(maxNumber)}`;
  if (digits.min === digits.max) return `${span}.`;
  if (digits.max - digits.min === 1) {
    return `${span}: about as many rows of ${plural(digits.min, 'digit')} as of ${digits.max}.`;
  }
  return `${span}: about as many rows of each length.`;
}

/** A drill's two numbers by their digits, as the teacher names them: "2-digit × 1-digit", "4-digit ÷ 1-digit". */
function DrillField({ values, onChange }: FieldsProps) {
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
  let note = `The answer has ${digits.left + digits.right - 1} or ${digits.left + digits.right} digits.`;
  if (waiting) note = 'Tick × or ÷ for the drill.';
  else if (divides) note = divisionNote(digits);
  else if (values.operators.length > 1) {
    note = `The ÷ questions divide such a product by the ${digits.right}-digit number: their answers have ${plural(digits.left, 'digit')}.`;
  }
  return (
    <Form.Item
      label={<span id={labelId}>Each question</span>}
      extra={note}
      validateStatus={waiting ? 'warning' : undefined}
    >
      <Flex role="group" aria-labelledby={labelId} align="center" gap={4} wrap>
        <InputNumber
          {...input}
          {...firstNumberBounds(operator, written.second)}
          aria-label={divides ? 'Digits of the number divided' : 'Digits of the first number'}
          value={written.first}
          onChange={whole((first) => set(first, written.second))}
        />
        <span aria-hidden>-digit {divides ? '÷' : '×'}</span>
        <InputNumber
          {...input}
          {...SETTING_BOUNDS.digits}
          aria-label={divides ? 'Digits of the number to divide by' : 'Digits of the second number'}
          value={written.second}
          onChange={whole((second) => set(written.first, second))}
        />
        <span aria-hidden>-digit</span>
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
  const tooShort = longestDigits(values) < 2;
  return (
    <Form.Item
      name="zeros"
      valuePropName="checked"
      extra={
        tooShort
          ? 'For numbers of two digits or more.'
          : 'About half the numbers of two digits or more get a 0 inside.'
      }
    >
      <Checkbox disabled={tooShort && !values.zeros}>Include numbers with zeros (305, 40)</Checkbox>
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
  const withMethod = values.abacusMethod !== 'none';
  const note = withMethod
    ? 'Not with abacus moves: choose Any moves to allow it.'
    : `For upper grades: the total may drop below zero on the way, as in ${BELOW_ZERO}.`;
  return (
    <Form.Item name="negativeAnswers" valuePropName="checked" extra={note}>
      <Checkbox disabled={withMethod && !values.negativeAnswers}>Answers may go below zero</Checkbox>
    </Form.Item>
  );
}
