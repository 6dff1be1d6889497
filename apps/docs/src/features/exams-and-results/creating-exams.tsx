import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

export function CreatingExams() {
  return (
    <>
      <Paragraph>
        An admin creates an exam (<InlineCode>POST /api/v1/exam</InlineCode>) from generation settings — how
        many questions, how many terms (<InlineCode>minTerms</InlineCode> to <InlineCode>maxTerms</InlineCode>
        : 3 to 3 gives every question three rows), the numbers (a range, or <InlineCode>digits</InlineCode>{' '}
        per row such as 1–2, or for a × ÷ drill <InlineCode>operandDigits</InlineCode> such as 2-digit ×
        1-digit), <InlineCode>zeros</InlineCode>, <InlineCode>negativeAnswers</InlineCode>, the operators{' '}
        <InlineCode>+ - * /</InlineCode>, marks per question, and how children answer (
        <InlineCode>answerMode</InlineCode>: <InlineCode>choice</InlineCode> or <InlineCode>typed</InlineCode>
        ) — and the server generates distinct questions: multiple-choice with exactly one correct option each,
        or, typed, with no options at all, the child writing the number and the grading exact (
        <InlineCode>packages/generator</InlineCode>). The wrong options are mistakes children make on the
        abacus with that very question — a forgotten 5-bead, a lost carry, a skipped row, a sign read the
        wrong way, a number set one rod off, a times-table slip — two of them crossed with both made at once,
        each named in the question’s <InlineCode>mistakes</InlineCode>; over an exam they are drawn so that
        neither the options alone nor working only the units column, the last two digits or a rounded estimate
        finds the answers (<InlineCode>npm run bench:options</InlineCode> prints how often each such shortcut
        would).
      </Paragraph>
      <Paragraph>
        Single-attempt exams are assessments (one result per student); the others are practice. Students see
        their admin’s exams at their level and take them through attempts the server times and grades (
        <InlineCode>POST /api/v1/exam/{'{id}'}/attempt</InlineCode>); practice may also be sent as a result
        the client timed (<InlineCode>POST /api/v1/result</InlineCode>). Results keep the exam figures they
        were scored against, so later edits never rewrite history.
      </Paragraph>
    </>
  );
}

export function DueDates() {
  return (
    <Paragraph>
      An exam the teacher has switched on may also open and close itself: <InlineCode>opensAt</InlineCode> and{' '}
      <InlineCode>closesAt</InlineCode> (ISO 8601 date-times, or <InlineCode>null</InlineCode>) on{' '}
      <InlineCode>POST /api/v1/exam</InlineCode> and <InlineCode>PATCH /api/v1/exam/{'{id}'}</InlineCode>.
      Giving one switches the exam on (with <InlineCode>is_active: false</InlineCode> as well → 400),{' '}
      <InlineCode>closesAt</InlineCode> must come after <InlineCode>opensAt</InlineCode>, and on creation must
      be still to come. <InlineCode>is_active</InlineCode> in every exam response is whether students may take
      it now: switched on, and now within its times by the database’s clock — every read decides, no
      background job. <InlineCode>…/activate</InlineCode> opens it now (an <InlineCode>opensAt</InlineCode>{' '}
      still to come and a <InlineCode>closesAt</InlineCode> past are cleared),{' '}
      <InlineCode>…/deactivate</InlineCode> closes it now (both cleared). An attempt still running at{' '}
      <InlineCode>closesAt</InlineCode> ends as when the teacher closes the exam: nothing more is saved, and
      it is graded with the answers saved so far.
    </Paragraph>
  );
}
