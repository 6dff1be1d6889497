import { TrophyOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useDownloadCertificate } from '../api/download-certificate';

interface CertificateButtonProps {
  gradingId: string;
  grade: string;
  /** The child's, when the teacher downloads it: named in the button's label and the file's name. */
  student?: { student_id: string; fullname: string };
  /** The one thing left to do on a card: the main button. */
  primary?: boolean;
}

/** The certificate of a passed grade, as a PDF. */
export function CertificateButton({ gradingId, grade, student, primary = false }: CertificateButtonProps) {
  const { t } = useTranslation('grading');
  const download = useDownloadCertificate();
  return (
    <Flex vertical gap={8} align="start">
      <Button
        type={primary ? 'primary' : 'default'}
        icon={<TrophyOutlined aria-hidden />}
        loading={download.isPending}
        aria-label={
          student
            ? t('certificate.ofStudent', { grade, name: student.fullname })
            : t('certificate.of', { grade })
        }
        onClick={() =>
          download.mutate({
            gradingId,
            ...(student && { studentId: student.student_id }),
            names: student ? [grade, student.fullname] : [grade],
          })
        }
      >
        {t('certificate.button')}
      </Button>
      {download.isError && <ApiErrorAlert error={download.error} />}
    </Flex>
  );
}
