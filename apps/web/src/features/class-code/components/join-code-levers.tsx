import { Button, Flex, Popconfirm } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { classCode } from '@/config/class-code';
import type { TeacherProfile } from '@/types/api';
import { useNewJoinCode, useTurnOffJoining } from '../api/join-code';

/** The teacher's two levers on the class code: a new one (when the old one has leaked) and joining off. */
export function JoinCodeLevers({ profile }: { profile: TeacherProfile }) {
  const code = classCode.of(profile);
  const renew = useNewJoinCode();
  const turnOff = useTurnOffJoining();
  const error = renew.error ?? turnOff.error;

  return (
    <>
      <Flex gap={12} wrap style={{ marginTop: 16 }}>
        <Popconfirm
          title={code === null ? 'Let students join again?' : 'Make a new class code?'}
          description={
            code === null
              ? 'Your class gets a new code to share.'
              : 'The code above stops working at once. Students already in your class stay.'
          }
          okText={code === null ? 'Turn joining on' : 'Make a new code'}
          cancelText="Keep it"
          onConfirm={() => renew.mutate()}
        >
          <Button loading={renew.isPending}>{code === null ? 'Turn joining on' : 'New code'}</Button>
        </Popconfirm>
        {code !== null && (
          <Popconfirm
            title="Turn joining off?"
            description="Nobody can join your class by themselves until you turn it on again."
            okText="Turn off"
            cancelText="Keep joining on"
            onConfirm={() => turnOff.mutate()}
          >
            <Button loading={turnOff.isPending}>Turn joining off</Button>
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
