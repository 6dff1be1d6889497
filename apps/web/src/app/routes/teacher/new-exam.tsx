import { useNavigate } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { ExamBuilder, type CreatedExam } from '@/features/exam-builder/components/exam-builder';
import { formatMoment, isSwitchedOn } from '@/lib/exam-opening';
import { screenNotice } from '@/lib/screen-notice';

/** What the teacher is told on the new exam's questions, which is where they land. */
function madeNotice(exam: CreatedExam) {
  const from = exam.opensAt && !exam.is_active ? `from ${formatMoment(exam.opensAt)}` : 'now';
  const until = exam.closesAt ? ` until ${formatMoment(exam.closesAt)}` : '';
  const who = isSwitchedOn(exam)
    ? `Students at level ${exam.level} can take it ${from}${until}.`
    : 'It is closed: students see it once you open it on the Exams screen.';
  return `“${exam.title}” is made. Here are its questions with their answers. ${who}`;
}

export default function NewExamRoute() {
  const navigate = useNavigate();
  return (
    <Page
      title="New exam"
      intro="Start from your level's usual settings, change what you like, and see the questions as you go."
    >
      <ExamBuilder
        onCreated={(exam) =>
          void navigate(paths.teacherExam.getHref(exam.exam_id, 'questions'), {
            state: screenNotice(madeNotice(exam)),
          })
        }
      />
    </Page>
  );
}
