import { type Operator, SETTING_BOUNDS } from '@abacus/generator';
import { Flex, Form, InputNumber } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuilderFieldProps } from './builder-field-props';
import { divisionNote, drillDigits, firstNumberBounds, writtenDrill } from './generation-choices';
import { NUMBER_INPUT_WIDTH, whole } from './number-inputs';

/** A drill's two numbers by their digits, as the teacher names them: "2-digit × 1-digit", "4-digit ÷ 1-digit". */
export function DrillField({ values, onChange }: BuilderFieldProps) {
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
          {...SETTING_BOUNDS.operandDigits}
          aria-label={divides ? t('drill.divisorDigits') : t('drill.secondDigits')}
          value={written.second}
          onChange={whole((second) => set(written.first, second))}
        />
        <span aria-hidden>{t('drill.digit')}</span>
      </Flex>
    </Form.Item>
  );
}
