import { GRADES } from '@abacus/contract';
import { Button, Col, Form, Row, Select, Typography, message } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { Student } from '@/types/api';
import { useUpdateStudent } from '../api/update-student';

/** Moving a student to another abacus level, with what that changes for them said first. */
export function ChangeLevel({ student }: { student: Student }) {
  const [level, setLevel] = useState<number | null>(null);
  const update = useUpdateStudent(student.student_id);
  const [notices, noticeHolder] = message.useMessage();
  const name = student.fullname;
  const selectId = `new-level-${student.student_id}`;

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
      <Typography.Paragraph>
        {name} is at level {student.level}. Students see only the exams of their own level: after the move,{' '}
        {name} sees the exams of the new level from then on, and no longer those of level {student.level}.
        Their results so far are kept.
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Row gutter={16} align="bottom">
          <Col xs={24} sm={10} md={6}>
            <Form.Item label="New level" htmlFor={selectId}>
              <Select
                id={selectId}
                value={level ?? undefined}
                onChange={(picked: number) => setLevel(picked)}
                options={GRADES.map((grade) => ({
                  value: grade,
                  label: `Level ${grade}`,
                  disabled: grade === student.level,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14} md={18}>
            <Form.Item>
              <Button
                type="primary"
                disabled={level === null}
                loading={update.isPending}
                onClick={() => level !== null && move(level)}
              >
                {level === null ? 'Move to the new level' : `Move to level ${level}`}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {update.isError && <ApiErrorAlert error={update.error} />}
    </>
  );
}
