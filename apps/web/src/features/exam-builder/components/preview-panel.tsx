import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalInWords, type Preview } from '../question-preview';
import { QuestionPreview } from './question-preview-list';

interface PreviewPanelProps {
  seed: number;
  preview: Preview;
  updating: boolean;
  /** Each child gets their own numbers: these questions are a sample of the exam's, not the ones it asks. */
  perStudent: boolean;
  onOtherSeed: () => void;
}

/** The questions the settings give, made here by the same generator and seed the server will use. */
export function PreviewPanel({ seed, preview, updating, perStudent, onOtherSeed }: PreviewPanelProps) {
  const { t } = useTranslation('examBuilder');
  return (
    // Busy while the questions catch up with a change: assistive technology waits rather than reads stale ones.
    <section aria-label={t('preview.region')} aria-busy={updating}>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        {t(perStudent ? 'preview.sampleTitle' : 'preview.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {/* The seed is the set's name, not a quantity: written as is, never grouped. */}
        {t('preview.madeAsTheExamWill', { seed: String(seed) })}{' '}
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onOtherSeed}>
          {t('preview.otherQuestions')}
        </Button>
      </Typography.Paragraph>
      {preview.ok ? (
        <QuestionPreview questions={preview.questions} />
      ) : (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('preview.cannotMake')}
          description={refusalInWords(preview.shortfall, t)}
        />
      )}
    </section>
  );
}
