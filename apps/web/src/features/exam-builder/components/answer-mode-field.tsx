import type { AnswerMode } from '@abacus/generator';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

const ANSWER_MODES = ['choice', 'typed'] as const satisfies AnswerMode[];

/** What each way asks of a child, in one line. */
const EXPLANATIONS = {
  choice: 'answerMode.choiceExplained',
  typed: 'answerMode.typedExplained',
} as const satisfies Record<AnswerMode, string>;

/**
 * How children answer, in the builder's field `answerMode` (inside its antd Form): choose one of four
 * options, or write the number. The line below says what the chosen way asks of a child.
 */
export function AnswerModeField() {
  const { t } = useTranslation('examBuilder');
  const mode = Form.useWatch<AnswerMode | undefined>('answerMode') ?? 'choice';
  return (
    <Form.Item label={t('answerMode.label')} name="answerMode" extra={t(EXPLANATIONS[mode])}>
      <Radio.Group options={ANSWER_MODES.map((value) => ({ value, label: t(`answerMode.${value}`) }))} />
    </Form.Item>
  );
}
