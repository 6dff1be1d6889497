import { useNavigate } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { ExamBuilder } from '@/features/exam-builder/components/exam-builder';

export default function NewExamRoute() {
  const navigate = useNavigate();
  return (
    <Page
      title="New exam"
      intro="Start from your level's usual settings, change what you like, and see the questions as you go."
    >
      <ExamBuilder onCreated={() => void navigate(paths.teacherExams.getHref())} />
    </Page>
  );
}
