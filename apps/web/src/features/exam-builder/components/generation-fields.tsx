import { Checkbox, Col, Form, InputNumber, Row, Select } from 'antd';

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

/** How the questions are generated: the builder's fields, inside its antd Form (names of BuilderValues). */
export function GenerationFields() {
  return (
    <>
      <Form.Item label="Operations" name="operators">
        <Checkbox.Group options={OPERATOR_OPTIONS} />
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
