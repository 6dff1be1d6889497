import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderFieldProps } from './builder-field-props';
import { drillable, numbersBy, numbersWay, type NumbersWay } from './generation-choices';

const WAYS = ['digits', 'range', 'drill'] as const satisfies NumbersWay[];

/** Digits, a range, or a drill: the three ways the generator takes the numbers, one at a time. */
export function NumbersWayField({ values, onChange }: BuilderFieldProps) {
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
