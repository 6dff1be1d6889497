import type { DigitRange } from '@abacus/generator';
import { Flex, Form, InputNumber } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChanged, toChanged } from './generation-choices';

export const NUMBER_INPUT_WIDTH = 72;

/** Calls `set` with a whole number typed in, not with the empty box of a number being retyped. */
export const whole = (set: (value: number) => void) => (value: number | null) => {
  if (value !== null) set(value);
};

interface FromToProps {
  label: string;
  range: DigitRange;
  bounds: DigitRange;
  onChange: (range: DigitRange) => void;
  extra?: ReactNode;
}

/** Two numbers, the fewest and the most, each keeping the other in order: "from 1 to 2". */
export function FromTo({ label, range, bounds, onChange, extra }: FromToProps) {
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
