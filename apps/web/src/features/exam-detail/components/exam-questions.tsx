import { Typography } from 'antd';
import { Loaded } from '@/components/ui/loaded';
import { QuestionList } from '@/components/questions/question-list';
import { formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useExamQuestions } from '../api/get-exam-questions';

/** What each child's questions are like: the exam's own, or the sample they are made like. */
function aboutTheQuestions(exam: TeacherExam, count: number): string {
  const all = count === 1 ? 'The one question' : `All ${formatNumber(count)} questions`;
  const marked =
    exam.answerMode === 'typed' ? 'the right answer after each' : 'the right answer underlined in green';
  return exam.questionsPerStudent
    ? `Every child gets numbers of their own, made like these. ${all} of the sample, ${marked}:`
    : `${all}, in the exam’s order, ${marked}. Each child sees them in an order of their own:`;
}

/** The exam's questions with their answers: what the class is asked, before any result is in. */
export function ExamQuestions({ exam }: { exam: TeacherExam }) {
  const questions = useExamQuestions(exam.exam_id);
  return (
    <Loaded query={questions} label="Loading the questions" rows={6}>
      {({ questions: listed }) => (
        <>
          <Typography.Paragraph>{aboutTheQuestions(exam, listed.length)}</Typography.Paragraph>
          <QuestionList questions={listed} wide />
        </>
      )}
    </Loaded>
  );
}
