import { GRADES } from '@abacus/contract';
import { Alert, Button, Flex, Radio, Typography, message } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { Student } from '@/types/api';
import { useUpdateStudent } from '../api/update-student';
import { ConfirmLevel, confirmedNotice } from './confirm-level';

/** Moving a student to another abacus level, with what that changes for them said first. */
export function ChangeLevel({ student }: { student: Student }) {
  const [level, setLevel] = useState<number | null>(null);
  const update = useUpdateStudent(student.student_id);
  const [notices, noticeHolder] = message.useMessage();
  const name = student.fullname;
  const labelId = `new-level-${student.student_id}`;

  const move = (to: number) =>
    update.mutate(
      { level: to },
      {
        onSuccess: ({ student: moved }) => {
          setLevel(null);
          void notices.success(
            `${moved.fullname} is now at level ${moved.level} and sees the level ${moved.level} exams.`,
          );
        },
      },
    );

  return (
    <>
      {noticeHolder}
      {!student.level_confirmed && student.level !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Level ${student.level} · picked by the child`}
          description={
            <Flex vertical align="start" gap={8}>
              {`${name} picked level ${student.level} when joining with your class code, and sees no exam until you confirm it or move ${name} to another level.`}
              <ConfirmLevel
                student={student}
                onConfirmed={(confirmed) => void notices.success(confirmedNotice(confirmed))}
              />
            </Flex>
          }
        />
      )}
      {student.level === null ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="No level yet"
          description={`${name} joined with your class code and left the level for you to set. ${name} sees no exam until you pick one.`}
        />
      ) : (
        <Typography.Paragraph>
          {name} is at level {student.level}. Students see only the exams of their own level: after the move,{' '}
          {name} sees the exams of the new level from then on, and no longer those of level {student.level}.
          Their results so far are kept.
        </Typography.Paragraph>
      )}
      {/* All ten levels at once, as buttons that wrap: nothing to scroll or type to reach level 10. */}
      <Typography.Paragraph strong id={labelId} style={{ marginBottom: 8 }}>
        New level
      </Typography.Paragraph>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        buttonStyle="solid"
        size="large"
        value={level}
        onChange={(event) => setLevel(Number(event.target.value))}
        options={GRADES.map((grade) => ({
          value: grade,
          label: String(grade),
          disabled: grade === student.level,
          title: grade === student.level ? `${name} is at level ${grade}` : `Level ${grade}`,
        }))}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 16 }}
      />
      <Flex>
        <Button
          type="primary"
          size="large"
          disabled={level === null}
          loading={update.isPending}
          onClick={() => level !== null && move(level)}
        >
          {student.level === null
            ? level === null
              ? 'Set the level'
              : `Set level ${level}`
            : level === null
              ? 'Move to the new level'
              : `Move to level ${level}`}
        </Button>
      </Flex>
      {update.isError && <ApiErrorAlert error={update.error} />}
    </>
  );
}
