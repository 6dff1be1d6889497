import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import type { Preview } from '../question-preview';
import { QuestionPreview } from './question-preview-list';

interface PreviewPanelProps {
  seed: number;
  preview: Preview;
  updating: boolean;
  onOtherSeed: () => void;
}

/** The questions the settings give, made here by the same generator and seed the server will use. */
export function PreviewPanel({ seed, preview, updating, onOtherSeed }: PreviewPanelProps) {
  return (
    // Busy while the questions catch up with a change: assistive technology waits rather than reads stale ones.
    <section aria-label="Preview" aria-busy={updating}>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        The questions it will have
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Made here by the same generator and seed ({seed}) the server will use.{' '}
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onOtherSeed}>
          Other questions
        </Button>
      </Typography.Paragraph>
      {preview.ok ? (
        <QuestionPreview questions={preview.questions} />
      ) : (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="These settings cannot make this exam"
          description={preview.message}
        />
      )}
    </section>
  );
}
