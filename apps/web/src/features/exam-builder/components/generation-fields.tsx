import { MAX_FLASH_INTERVAL_MS } from '@abacus/contract';
import { SETTING_BOUNDS } from '@abacus/generator';
import { Checkbox, Col, Form, InputNumber, Radio, Row, Select } from 'antd';
import { digitRange, digitsOf, MOST_DIGITS, type BuilderValues } from '../builder-settings';

const OPERATOR_OPTIONS = [
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
const NUMBER_FIELDS: {
  name: keyof BuilderValues;
  label: string;
  min: number;
  max: number;
  step?: number;
  extra?: string;
}[] = [
  { name: 'minNumber', label: 'Numbers from', ...SETTING_BOUNDS.numbers },
  { name: 'maxNumber', label: 'Numbers up to', ...SETTING_BOUNDS.numbers },
  { name: 'maxTerms', label: 'Numbers per question', ...SETTING_BOUNDS.terms },
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

const DIGIT_OPTIONS = Array.from({ length: MOST_DIGITS }, (_, index) => ({
  value: index + 1,
  label: String(index + 1),
}));

interface GenerationFieldsProps {
  /** A number range chosen by its digits: both ends change at once. */
  onRange: (range: Pick<BuilderValues, 'minNumber' | 'maxNumber'>) => void;
}

/**
 * How the questions are generated: the builder's fields, inside its antd Form (names of BuilderValues).
 * The range is set by digits (as abacus teachers say it) or by its two ends.
 */
export function GenerationFields({ onRange }: GenerationFieldsProps) {
  const form = Form.useFormInstance<BuilderValues>();
  const minNumber = Form.useWatch('minNumber', form) ?? 0;
  const maxNumber = Form.useWatch('maxNumber', form) ?? 0;
  return (
    <>
      <Form.Item label="Operations" name="operators">
        <Checkbox.Group options={OPERATOR_OPTIONS} />
      </Form.Item>
      <Form.Item label="Digits" extra="Or set the two ends of the range below.">
        <Radio.Group
          aria-label="Digits"
          optionType="button"
          options={DIGIT_OPTIONS}
          value={digitsOf({ minNumber, maxNumber })}
          onChange={(event) => onRange(digitRange(Number(event.target.value)))}
        />
      </Form.Item>
      <Row gutter={12}>
        {NUMBER_FIELDS.map(({ name, label, extra, ...bounds }) => (
          <Col key={name} xs={12} sm={8}>
            <Form.Item label={label} name={name} extra={extra}>
              <InputNumber {...bounds} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item label="Abacus moves" name="abacusMethod">
        <Select options={METHOD_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
    </>
  );
}
