import { Card, Flex, Typography } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import type { Student } from '@/types/api';
import { useResultCount } from '../api/get-student-results';
import { ClearResults } from './clear-results';
import { DeleteStudent } from './delete-student';

interface StudentRemovalProps {
  student: Student;
  onDeleted: (notice: string) => void;
}

/** The two destructive actions; what each does depends on how many results the student has. */
export function StudentRemoval({ student, onDeleted }: StudentRemovalProps) {
  const count = useResultCount(student.student_id);
  if (count.isPending) return <LoadingBlock label={`Counting the results of ${student.fullname}`} />;
  if (count.isError) return <ApiErrorAlert error={count.error} onRetry={() => void count.refetch()} />;
  const recount = () => void count.refetch();

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
          Clear results
        </Typography.Title>
        <ClearResults
          student={student}
          resultCount={count.data}
          recount={recount}
          counting={count.isFetching}
        />
      </Card>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
          Delete student
        </Typography.Title>
        <DeleteStudent
          student={student}
          resultCount={count.data}
          recount={recount}
          counting={count.isFetching}
          onDeleted={onDeleted}
        />
      </Card>
    </Flex>
  );
}
