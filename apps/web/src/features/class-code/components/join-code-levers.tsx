import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { classCode } from '@/config/class-code';
import type { TeacherProfile } from '@/types/api';
import { useNewJoinCode, useTurnOffJoining } from '../api/join-code';

/** The teacher's two levers on the class code: a new one (when the old one has leaked) and joining off. */
export function JoinCodeLevers({ profile }: { profile: TeacherProfile }) {
  const { t } = useTranslation('classCode');
  const code = classCode.of(profile);
  const renew = useNewJoinCode();
  const turnOff = useTurnOffJoining();
  const error = renew.error ?? turnOff.error;

  return (
    <>
      <Flex gap={12} wrap style={{ marginTop: 16 }}>
        <Popconfirm
          title={code === null ? t('levers.joinAgainTitle') : t('levers.newCodeTitle')}
          description={code === null ? t('levers.joinAgainDescription') : t('levers.newCodeDescription')}
          okText={code === null ? t('levers.turnJoiningOn') : t('levers.makeNewCode')}
          cancelText={t('levers.keepIt')}
          onConfirm={() => renew.mutate()}
        >
          <Button loading={renew.isPending}>
            {code === null ? t('levers.turnJoiningOn') : t('levers.newCode')}
          </Button>
        </Popconfirm>
        {code !== null && (
          <Popconfirm
            title={t('levers.turnOffTitle')}
            description={t('levers.turnOffDescription')}
            okText={t('levers.turnOff')}
            cancelText={t('levers.keepJoiningOn')}
            onConfirm={() => turnOff.mutate()}
          >
            <Button loading={turnOff.isPending}>{t('levers.turnJoiningOff')}</Button>
          </Popconfirm>
        )}
      </Flex>
      {error && (
        <div style={{ marginTop: 12 }}>
          <ApiErrorAlert error={error} />
        </div>
      )}
    </>
  );
}
