import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import type { Preview } from '../question-preview';
import { PreviewPanel } from './preview-panel';

interface SettingsWithPreviewProps {
  /** The form of the settings. */
  children: ReactNode;
  seed: number;
  preview: Preview;
  onOtherSeed: () => void;
}

/** Settings beside the questions they give: side by side on a wide screen, the preview below on a phone. */
export function SettingsWithPreview({ children, seed, preview, onOtherSeed }: SettingsWithPreviewProps) {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        {children}
      </Col>
      <Col xs={24} lg={12}>
        <PreviewPanel seed={seed} preview={preview} onOtherSeed={onOtherSeed} />
      </Col>
    </Row>
  );
}
