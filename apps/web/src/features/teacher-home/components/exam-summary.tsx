import { Descriptions, List } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { StatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import type { TeacherExam } from '@/types/api';
import { formatNumber } from '@/lib/format';
import { countExams } from '../dashboard-figures';

const OPEN_EXAMS_LISTED = 5;

/** My exams at a glance: how many are open or closed, of each kind, and the open ones by name. */
export function ExamSummary({ exams }: { exams: readonly TeacherExam[] }) {
  const { t } = useTranslation('teacherHome');
  if (exams.length === 0)
    return (
      <EmptyState>
        <Trans
          t={t}
          i18nKey="exams.none"
          components={{ screen: <RouterLink to={paths.newExam.getHref()} /> }}
        />
      </EmptyState>
    );
  const counts = countExams(exams);
  const open = exams.filter((exam) => exam.is_active).slice(0, OPEN_EXAMS_LISTED);
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          {
            key: 'open-practice',
            label: t('exams.openPractice'),
            children: formatNumber(counts.open.practice),
          },
          { key: 'open-tests', label: t('exams.openTests'), children: formatNumber(counts.open.assessment) },
          {
            key: 'closed-practice',
            label: t('exams.closedPractice'),
            children: formatNumber(counts.closed.practice),
          },
          {
            key: 'closed-tests',
            label: t('exams.closedTests'),
            children: formatNumber(counts.closed.assessment),
          },
        ]}
      />
      {open.length > 0 && (
        <List
          size="small"
          header={t('exams.openNow')}
          dataSource={open}
          renderItem={(exam) => (
            <List.Item>
              <RouterLink to={paths.teacherExam.getHref(exam.exam_id)}>{exam.title}</RouterLink>
              <StatusTag tone={exam.type === 'practice' ? 'blue' : 'purple'}>
                {t(exam.type === 'practice' ? 'exams.practiceTag' : 'exams.testTag', { level: exam.level })}
              </StatusTag>
            </List.Item>
          )}
        />
      )}
      <RouterLink to={paths.teacherExams.getHref()}>
        {t('exams.all', { exams: formatNumber(exams.length) })}
      </RouterLink>
    </>
  );
}
