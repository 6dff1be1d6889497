import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useDownloadFamilySlips } from '../api/family-slips';

/**
 * "Print family slips": a slip for each child of the class with their family code (a child without one
 * gets one), the parent sign-up address and its QR code, ten to an A4 page, to send home.
 */
export function FamilySlipsButton() {
  const { t } = useTranslation('familyCode');
  const download = useDownloadFamilySlips();
  return (
    <Flex vertical gap={8}>
      <Button icon={<PrinterOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
        {t('printSlips')}
      </Button>
      {download.isError && <ApiErrorAlert error={download.error} onRetry={() => download.mutate()} />}
    </Flex>
  );
}
