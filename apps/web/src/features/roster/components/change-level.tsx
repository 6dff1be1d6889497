import { GRADES } from '@abacus/contract';
import { Alert, Button, Flex, Radio, Typography, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatNumber } from '@/lib/format';
import type { Student } from '@/types/api';
import { useUpdateStudent } from '../api/update-student';
import { ConfirmLevel, confirmedNotice } from './confirm-level';

/** Moving a student to another abacus level, with what that changes for them said first. */
export function ChangeLevel({ student }: { student: Student }) {
  const { t } = useTranslation('roster');
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
          void notices.success(t('level.moved', { name: moved.fullname, level: moved.level }));
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
          title={t('confirmLevel.pickedByChild', { level: student.level })}
          description={
            <Flex vertical align="start" gap={8}>
              {t('level.picked', { name, level: student.level })}
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
          title={t('level.noLevelYet')}
          description={t('level.noLevelDescription', { name })}
        />
      ) : (
        <Typography.Paragraph>{t('level.atLevel', { name, level: student.level })}</Typography.Paragraph>
      )}
      {/* All ten levels at once, as buttons that wrap: nothing to scroll or type to reach level 10. */}
      <Typography.Paragraph strong id={labelId} style={{ marginBottom: 8 }}>
        {t('level.newLevel')}
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
          label: formatNumber(grade),
          disabled: grade === student.level,
          title:
            grade === student.level
              ? t('level.isAtLevel', { name, level: grade })
              : t('level.levelOption', { level: grade }),
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
              ? t('level.setTheLevel')
              : t('level.setLevel', { level })
            : level === null
              ? t('level.moveToNewLevel')
              : t('level.moveToLevel', { level })}
        </Button>
      </Flex>
      {update.isError && <ApiErrorAlert error={update.error} />}
    </>
  );
}
