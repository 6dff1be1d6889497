import type { AnswerMode } from '@abacus/generator';
import { Form, Radio } from 'antd';

const ANSWER_MODE_OPTIONS: { value: AnswerMode; label: string }[] = [
  { value: 'choice', label: 'Choose from 4 answers' },
  { value: 'typed', label: 'Write the answer' },
];

/** What each way asks of a child, in one line. */
const EXPLANATIONS: Record<AnswerMode, string> = {
  choice: 'Children tap one of four answers; the wrong ones are the mistakes made on the abacus.',
  typed: 'Children write each number, as on an abacus examination paper: no answers to guess from.',
};

/**
 * How children answer, in the builder's field `answerMode` (inside its antd Form): choose one of four
 * options, or write the number. The line below says what the chosen way asks of a child.
 */
export function AnswerModeField() {
  const mode = Form.useWatch<AnswerMode | undefined>('answerMode') ?? 'choice';
  return (
    <Form.Item label="Answers" name="answerMode" extra={EXPLANATIONS[mode]}>
      <Radio.Group options={ANSWER_MODE_OPTIONS} />
    </Form.Item>
  );
}
