import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loaded } from '@/components/ui/loaded';
import type { NoticeWords } from '@/lib/screen-notice';
import type { Student } from '@/types/api';
import { useResultCount } from '../api/get-student-results';
import { ClearResults } from './clear-results';
import { DeleteStudent } from './delete-student';

interface StudentRemovalProps {
  student: Student;
  onDeleted: (notice: NoticeWords) => void;
}

/** The two destructive actions; what each does depends on how many results the student has. */
export function StudentRemoval({ student, onDeleted }: StudentRemovalProps) {
  const { t } = useTranslation('roster');
  const count = useResultCount(student.student_id);
  const recount = () => void count.refetch();

  return (
    <Loaded query={count} label={t('removal.counting', { name: student.fullname })}>
      {(resultCount) => (
        <Flex vertical gap={16}>
          <Card>
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
              {t('removal.clearResults')}
            </Typography.Title>
            <ClearResults
              student={student}
              resultCount={resultCount}
              recount={recount}
              counting={count.isFetching}
            />
          </Card>
          <Card>
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
              {t('removal.deleteStudent')}
            </Typography.Title>
            <DeleteStudent
              student={student}
              resultCount={resultCount}
              recount={recount}
              counting={count.isFetching}
              onDeleted={onDeleted}
            />
          </Card>
        </Flex>
      )}
    </Loaded>
  );
}
