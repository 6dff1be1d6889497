import { Card, Flex, Typography } from 'antd';
import { Loaded } from '@/components/ui/loaded';
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
  const recount = () => void count.refetch();

  return (
    <Loaded query={count} label={`Counting the results of ${student.fullname}`}>
      {(resultCount) => (
        <Flex vertical gap={16}>
          <Card>
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
              Clear results
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
              Delete student
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
