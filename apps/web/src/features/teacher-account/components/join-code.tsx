import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useHref } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { classCode } from '@/config/class-code';
import { paths } from '@/config/paths';
import type { TeacherProfile } from '@/types/api';
import { useNewJoinCode, useTurnOffJoining } from '../api/update-teacher-account';
import './join-code.css';

/** The join link as the browser would open it: `https://school.example/app/join/K7MX3QPA`. */
function useJoinLink(code: string | null): string | null {
  const path = useHref(paths.join.getHref(code ?? ''));
  return code === null ? null : new URL(path, window.location.origin).href;
}

/**
 * The class code, big enough to read from the back of a classroom, the link that fills it in, and the
 * teacher's two levers: a new code (when the old one has leaked) and turning joining off.
 */
export function JoinCode({ profile }: { profile: TeacherProfile }) {
  const code = classCode.of(profile);
  const joinLink = useJoinLink(code);
  const renew = useNewJoinCode();
  const turnOff = useTurnOffJoining();
  const error = renew.error ?? turnOff.error;

  return (
    <>
      {code === null ? (
        <Typography.Paragraph>
          Joining is turned off: students cannot join your class by themselves. You can still add them on the
          Students screen.
        </Typography.Paragraph>
      ) : (
        <>
          <p className="join-code">{code}</p>
          <Typography.Paragraph>
            Students join with this code on the sign-in screen, or straight from the link:
          </Typography.Paragraph>
          <Typography.Paragraph
            className="join-link"
            copyable={{ text: joinLink ?? '', tooltips: ['Copy the join link', 'Copied'] }}
          >
            {joinLink}
          </Typography.Paragraph>
        </>
      )}
      <Flex gap={12} wrap>
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
