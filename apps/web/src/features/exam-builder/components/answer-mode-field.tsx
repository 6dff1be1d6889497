import { WarningOutlined } from '@ant-design/icons';
import type { AnswerMode, GeneratedQuestion, PartialRule } from '@abacus/generator';
import { Form, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format';
import { mostTellingPartialRule } from '../partial-work';

const ANSWER_MODES = ['choice', 'typed'] as const satisfies AnswerMode[];

/** What each way asks of a child, in one line. */
const EXPLANATIONS = {
  choice: 'answerMode.choiceExplained',
  typed: 'answerMode.typedExplained',
} as const satisfies Record<AnswerMode, string>;

/** Each partial rule as a teacher would say what the child does. */
const METHODS = {
  'units-digit': 'answerMode.partialMethod.unitsDigit',
  'tens-and-up': 'answerMode.partialMethod.tensAndUp',
  'one-significant-figure': 'answerMode.partialMethod.oneSignificantFigure',
  'casting-out-nines': 'answerMode.partialMethod.castingOutNines',
} as const satisfies Record<PartialRule, string>;

interface AnswerModeFieldProps {
  /** The exam is a test (one attempt), where an answer found from part of the work counts as right. */
  test: boolean;
  /** The questions the preview shows, null while the settings cannot make them. */
  previewed: readonly GeneratedQuestion[] | null;
}

/**
 * How children answer, in the builder's field `answerMode` (inside its antd Form): choose one of four
 * options, or write the number. The line below says what the chosen way asks of a child; for a test
 * answered by choosing, a second line says how often a partial method alone finds the answer among the
 * previewed questions, measured on them.
 */
export function AnswerModeField({ test, previewed }: AnswerModeFieldProps) {
  const { t } = useTranslation('examBuilder');
  const mode = Form.useWatch<AnswerMode | undefined>('answerMode') ?? 'choice';
  const finding = useMemo(() => (previewed ? mostTellingPartialRule(previewed) : null), [previewed]);
  return (
    <Form.Item
      label={t('answerMode.label')}
      name="answerMode"
      extra={
        <>
          <div>{t(EXPLANATIONS[mode])}</div>
          {test && mode === 'choice' && finding && (
            <div>
              <WarningOutlined aria-hidden style={{ color: '#ad4e00' }} />{' '}
              {t('answerMode.partialWork', {
                method: t(METHODS[finding.rule]),
                share: formatPercent(100 * finding.share),
              })}
            </div>
          )}
        </>
      }
    >
      <Radio.Group options={ANSWER_MODES.map((value) => ({ value, label: t(`answerMode.${value}`) }))} />
    </Form.Item>
  );
}
