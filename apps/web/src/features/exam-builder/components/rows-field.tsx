import { SETTING_BOUNDS } from '@abacus/generator';
import { Checkbox, Form, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuilderFieldProps } from './builder-field-props';
import { rowChanges, rowsOf } from './generation-choices';
import { FromTo, NUMBER_INPUT_WIDTH, whole } from './number-inputs';

/** Rows from–to, or the same number in every question: the box a teacher ticks for "3 rows". */
export function RowsField({ values, onChange }: BuilderFieldProps) {
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
