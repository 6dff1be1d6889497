import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { studentQueries } from '@/api/student-queries';
import { formatNumber } from '@/lib/format';

/** A page holds every child of a level (the API's largest page): a class is far smaller. */
const CHILDREN_OF_A_LEVEL = 500;

/** The children of one level to choose among, by name. */
function ChildrenOfLevel({ level }: { level: number }) {
  const { t } = useTranslation('shared');
  const children = useQuery(studentQueries.list({ level, page: 1, limit: CHILDREN_OF_A_LEVEL }));
  return (
    <Form.Item label={t('exam.forWhom')} name="students" extra={t('exam.forWhomExplained')}>
      <Select
        mode="multiple"
        allowClear
        loading={children.isPending}
        placeholder={t('exam.everyChildAtLevel', { level: formatNumber(level) })}
        options={(children.data?.items ?? []).map((child) => ({
          value: child.student_id,
          label: child.fullname,
        }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Form.Item>
  );
}

/**
 * Whom the exam is for, in the field `students`: some children of its level, chosen by name, or none for
 * every child at the level. The choices follow the form's `level`.
 */
export function ExamStudentsField() {
  return (
    <Form.Item noStyle dependencies={['level']}>
      {({ getFieldValue }) => <ChildrenOfLevel level={getFieldValue('level') as number} />}
    </Form.Item>
  );
}
