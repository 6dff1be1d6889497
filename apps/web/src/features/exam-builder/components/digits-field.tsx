import { type DigitRange, SETTING_BOUNDS } from '@abacus/generator';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { coveredRange } from './generation-choices';
import { FromTo } from './number-inputs';

/** How many digits the rows' numbers have, from–to, and the numbers that gives. */
export function DigitsField({
  digits,
  onChange,
}: {
  digits: DigitRange;
  onChange: (digits: DigitRange) => void;
}) {
  const { t } = useTranslation('examBuilder');
  return (
    <FromTo
      label={t('digits.label')}
      range={digits}
      bounds={SETTING_BOUNDS.digits}
      onChange={onChange}
      extra={<DigitsNote digits={digits} />}
    />
  );
}

/** The numbers rows of so many digits give, and how the lengths are shared out. */
function DigitsNote({ digits }: { digits: DigitRange }) {
  const { t } = useTranslation('examBuilder');
  const { minNumber, maxNumber } = coveredRange(digits);
  const span = { from: formatNumber(minNumber), to: formatNumber(maxNumber) };
  if (digits.min === digits.max) return t('digits.oneLength', span);
  if (digits.max - digits.min === 1) {
    return t('digits.twoLengths', { ...span, count: digits.min, longer: digits.max });
  }
  return t('digits.manyLengths', span);
}
