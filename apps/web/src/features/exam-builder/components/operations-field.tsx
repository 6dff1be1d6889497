import type { Operator } from '@abacus/generator';
import { Checkbox, Form } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuilderFieldProps } from './builder-field-props';
import { operationsChanged } from './generation-choices';

/** Each operation by its label's key. */
const OPERATOR_OPTIONS = [
  { value: '+', label: 'operations.add' },
  { value: '-', label: 'operations.subtract' },
  { value: '*', label: 'operations.multiply' },
  { value: '/', label: 'operations.divide' },
] as const satisfies { value: Operator; label: string }[];

/** The operations, turning off what no longer applies to them (abacus moves for × ÷, say). */
export function OperationsField({ values, onChange }: BuilderFieldProps) {
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
