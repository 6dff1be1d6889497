import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

export function CreatingExams() {
  return (
    <>
      <Paragraph>
        An admin creates an exam (<InlineCode>POST /api/v1/exam</InlineCode>) from generation settings — how
        many questions, how many terms (<InlineCode>minTerms</InlineCode> to <InlineCode>maxTerms</InlineCode>
        , 2 to 30: 3 to 3 gives every question three rows), the numbers (a range, or{' '}
        <InlineCode>digits</InlineCode> per row such as 1–2, up to 10 as JCCI 1 kyu sets them, with{' '}
        <InlineCode>totalDigits</InlineCode> for “4 rows, 6 digits in all”, or for a × ÷ drill{' '}
        <InlineCode>operandDigits</InlineCode> such as 2-digit × 1-digit; with × or ÷ the numbers stay within
        99 999), <InlineCode>zeros</InlineCode>, <InlineCode>negativeAnswers</InlineCode> (with{' '}
        <InlineCode>negativeShare</InlineCode>, the percentage of answers below zero: 10 unless set), the
        operators <InlineCode>+ - * /</InlineCode>, marks per question, and how children answer (
        <InlineCode>answerMode</InlineCode>: <InlineCode>choice</InlineCode> or <InlineCode>typed</InlineCode>
        ) — and the server generates distinct questions: multiple-choice with exactly one correct option each,
        or, typed, with no options at all, the child writing the number and the grading exact (
        <InlineCode>packages/generator</InlineCode>). The wrong options are mistakes children make on the
        abacus with that very question — a forgotten 5-bead, a lost carry, a skipped row, a sign read the
        wrong way, a number set one rod off, a times-table slip; in rows added and taken away, a bead slip
        only where its replay makes that move (a lost carry where one is made) — two of them crossed with both
        made at once, each named in the question’s <InlineCode>mistakes</InlineCode>; over an exam they are
        drawn so that neither the options alone nor working only the units column (of rows of two digits or
        more), the last two digits or a rounded estimate finds the answers (
        <InlineCode>npm run bench:options</InlineCode> prints how often each such shortcut would).
      </Paragraph>
      <Paragraph>
        An exam may practise chosen skills: <InlineCode>focus</InlineCode>, a list of the soroban formulas a
        drill of an <InlineCode>abacusMethod</InlineCode> uses (<InlineCode>add.big.7</InlineCode> is +7 with
        a big friend, <InlineCode>sub.small.3</InlineCode> −3 with a small friend;{' '}
        <InlineCode>direct</InlineCode>, <InlineCode>small</InlineCode>, <InlineCode>big</InlineCode>,{' '}
        <InlineCode>mix</InlineCode> for both friends) or the table facts of a × ÷ drill (
        <InlineCode>mul.3×7</InlineCode>, <InlineCode>div.4×6</InlineCode>). Every question then uses one of
        them, in at least 40 % of its steps (a step is a digit entered on one rod, or a carry that needs a
        friend of its own); the exam keeps its focus for each child’s own questions and for new ones. A skill
        the method or operators cannot reach, or that no question of these rows can carry in 40 % of its
        steps, is a 400 that names it. The builder offers the skills by name (“+7 with a big friend”) and
        previews the focused questions. Without a focus, an exam evens out its formulas as it goes: each rod
        takes the formula of its kind the exam has used least, and the terms that leave a rare rod (a 9 for +1
        with a big friend) are preferred while a formula lags, so no formula a level reaches comes more than
        twice as often as another of its kind; × ÷ drills are built around the table fact used least.{' '}
        <InlineCode>npm run bench:formulas</InlineCode> prints how evenly each level preset drills its
        formulas and what share of the steps a focus takes.
      </Paragraph>
      <Paragraph>
        Single-attempt exams are assessments (one result per student); the others are practice. Students see
        their admin’s exams at their level — or, where an exam names <InlineCode>students</InlineCode> (a
        practice for the children who need a formula), only those children do, and it counts only them in its
        figures; <InlineCode>PATCH</InlineCode> changes the list, <InlineCode>null</InlineCode> opens it to
        the whole level again — and take them through attempts the server times and grades (
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
      <InlineCode>…/deactivate</InlineCode> closes it now (both cleared, but a{' '}
      <InlineCode>closesAt</InlineCode> still to come is kept, and reopening brings the due date back). An
      attempt still running at <InlineCode>closesAt</InlineCode> ends as when the teacher closes the exam:
      nothing more is saved, and it is graded with the answers saved so far.
    </Paragraph>
  );
}
