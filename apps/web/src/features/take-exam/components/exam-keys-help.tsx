import { Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';

/** The key that flags a question, as printed on a keyboard whatever the language of the screen. */
const FLAG_KEY = 'F';

/** The keys the exam screen answers to, under the question: those for writing a number, or for choosing. */
export function ExamKeysHelp({ typed, negative }: { typed: boolean; negative: boolean }) {
  const { t } = useTranslation('takeExam');
  return (
    <Typography.Paragraph type="secondary" className="take-exam-keys">
      {typed ? (
        <Trans
          t={t}
          i18nKey={negative ? 'question.keysWrittenNegative' : 'question.keysWritten'}
          components={{ kbd: <kbd /> }}
        />
      ) : (
        <Trans
          t={t}
          i18nKey="question.keysChosen"
          values={{ flagKey: FLAG_KEY }}
          components={{ kbd: <kbd /> }}
        />
      )}
    </Typography.Paragraph>
  );
}
