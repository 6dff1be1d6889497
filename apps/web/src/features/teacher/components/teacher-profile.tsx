import { Card, Descriptions, Typography } from 'antd';
import { useHref } from 'react-router';
import { classCode } from '@/config/class-code';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { TeacherProfile as Profile } from '@/types/api';

/** A teacher's account, with the class code and the link their students join with. */
export function TeacherProfile({ profile }: { profile: Profile }) {
  const code = classCode.of(profile);
  const joinPath = useHref(paths.join.getHref(code ?? ''));
  const joinLink = code === null ? null : new URL(joinPath, window.location.origin).href;
  return (
    <Card>
      <Descriptions
        column={1}
        layout="vertical"
        size="middle"
        items={[
          { key: 'fullname', label: 'Name', children: profile.fullname },
          { key: 'username', label: 'Username', children: profile.username },
          { key: 'email', label: 'Email', children: profile.email },
          {
            key: 'code',
            label: 'Class code',
            children:
              code === null ? (
                'Joining is turned off: students cannot join your class by themselves.'
              ) : (
                <Typography.Text copyable strong>
                  {code}
                </Typography.Text>
              ),
          },
          ...(joinLink === null
            ? []
            : [
                {
                  key: 'join',
                  label: 'Join link for students',
                  children: (
                    <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                      {joinLink}
                    </Typography.Text>
                  ),
                },
              ]),
          { key: 'since', label: 'Teacher since', children: formatDate(profile.createdAt) },
        ]}
      />
    </Card>
  );
}
