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
        <Col xs={12} sm={8}>
          <Form.Item label="Numbers from" name="minNumber">
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Numbers up to" name="maxNumber">
            <InputNumber min={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Numbers per question" name="maxTerms">
            <InputNumber min={2} max={15} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Questions" name="totalQuestions">
            <InputNumber min={1} max={1000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Marks each" name="marksPerQuestion">
            <InputNumber min={1} max={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Flash (ms)" name="flashIntervalMs" extra="0: written questions">
            <InputNumber min={0} max={5000} step={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Abacus moves" name="abacusMethod">
        <Select options={METHOD_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
    </>
  );
}
