import { WarningOutlined } from '@ant-design/icons';
import { Col, Grid, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalInWords, type Preview } from '../question-preview';
import { PreviewPanel } from './preview-panel';

interface SettingsWithPreviewProps {
  /** The form of the settings. */
  children: ReactNode;
  seed: number;
  preview: Preview;
  /** The preview still shows the settings as they were a keystroke ago. */
  updating: boolean;
  /** Each child gets their own numbers: the preview is a sample. */
  perStudent: boolean;
  onOtherSeed: () => void;
}

/** Settings beside the questions they give: side by side on a wide screen, the preview below on a phone. */
export function SettingsWithPreview({ children, preview, ...panel }: SettingsWithPreviewProps) {
  const { t } = useTranslation('examBuilder');
  const side = Grid.useBreakpoint().lg === true;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        {children}
        {/* Below, the preview is out of sight: why the button cannot be pressed is said next to it too. */}
        {!preview.ok && !side && (
          <Typography.Paragraph style={{ marginTop: 12 }}>
            <WarningOutlined aria-hidden style={{ color: '#ad4e00' }} />{' '}
            {t('preview.cannotMakeBecause', { reason: refusalInWords(preview.shortfall, t) })}
          </Typography.Paragraph>
        )}
      </Col>
      <Col xs={24} lg={12}>
        <PreviewPanel preview={preview} {...panel} />
      </Col>
    </Row>
  );
}
