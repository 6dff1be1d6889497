import { SETTING_BOUNDS, type GeneratedQuestion } from '@abacus/generator';
import { Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from '../builder-settings';
import { AnswerModeField } from './answer-mode-field';
import type { BuilderFieldProps } from './builder-field-props';
import { DigitsField } from './digits-field';
import { DrillField } from './drill-field';
import { FlashFields } from './flash-fields';
import { FocusField } from './focus-field';
import { numbersWay } from './generation-choices';
import { ListeningField } from './listening-field';
import { NegativeAnswersField } from './negative-answers-field';
import { NumbersWayField } from './numbers-way-field';
import { OperationsField } from './operations-field';
import { RowsField } from './rows-field';
import { TotalDigitsField } from './total-digits-field';
import { ZerosField } from './zeros-field';

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

interface GenerationFieldsProps extends BuilderFieldProps {
  /** The questions the preview shows, null while the settings cannot make them. */
  previewed: readonly GeneratedQuestion[] | null;
}

/**
 * How the questions are generated: the builder's fields, inside its antd Form. The simple ones are the
 * form's own (names of BuilderValues); the ones a teacher says in other words than the generator's (rows
 * from–to, a drill's digits) change several values at once through `onChange`.
 */
export function GenerationFields({ values, onChange, previewed }: GenerationFieldsProps) {
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
        <DigitsField digits={values.digits} onChange={(digits) => onChange({ digits })} />
      )}
      <TotalDigitsField values={values} />
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
      <FocusField values={values} />
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
      <AnswerModeField test={values.type === 'assessment'} previewed={previewed} />
    </>
  );
}
