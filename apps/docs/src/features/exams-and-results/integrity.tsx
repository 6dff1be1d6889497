import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

export function Integrity() {
  return (
    <Typography.Paragraph>
      A class sits side by side and can make spare accounts with the class code, so a test keeps its key while
      it is open. With <InlineCode>questionsPerStudent</InlineCode> (the default for a test) every attempt
      draws its own questions from the exam’s settings; every attempt, with or without it, shows the questions
      and their options in an order of its own, and is graded, reviewed and analysed against what it showed.{' '}
      <InlineCode>reviewWhileOpen</InlineCode> says what a student sees of a result while the exam is open:{' '}
      <InlineCode>score</InlineCode> (the default for a test), <InlineCode>right-wrong</InlineCode> or{' '}
      <InlineCode>answers</InlineCode> (the default for practice); once the exam is closed, everything. A test
      is taken only through an attempt, cannot switch to practice once started, and cannot reopen with shared
      questions whose key its results showed until they are regenerated. The teacher can give one child one
      more try (
      <InlineCode>
        POST /api/v1/exam/{'{id}'}/students/{'{studentId}'}/retake
      </InlineCode>
      ): the earlier result stays in history, marked <InlineCode>superseded</InlineCode>, and analytics count
      the new one.
    </Typography.Paragraph>
  );
}
