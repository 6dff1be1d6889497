import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

/** Each child's daily set, chosen by the platform from where they stand, and the streak it keeps. */
export function TodaysPractice() {
  return (
    <>
      <Paragraph>
        Every day the platform also chooses a set for each child itself:{' '}
        <InlineCode>GET /api/v1/student/practice/today</InlineCode> makes it on the day’s first read, in the
        school’s time zone, and gives the same set all day. It has the teacher’s daily goal of typed questions
        (10 until changed): about 60 % from the weakest formulas of the child’s level, 30 % from mastered ones
        not seen for 3 days, and 10 % from the next level’s first formulas. The weakest come in this order:
        the formulas the child struggles with (used, under 80 % right, however few the uses: a formula missed
        twice is weak already), the lowest share first; then, turn about, those mostly right but not yet
        mastered (the most used first) and those never used (the level’s own before those it carries over from
        the level below), so that what was brought in is made sure of while new formulas keep coming. A
        formula the child struggles with takes two thirds of the weakest share, so that it is practised again
        and again; otherwise each takes one question. A share with nothing to draw on (no formula due for
        review, no next level) goes to the weakest, and once every formula of the level is mastered, review
        and the next level share the set.
      </Paragraph>
      <Paragraph>
        Each question practises its formula as a focus does (see Choosing practice above), with the digits of
        its level’s preset in at most three rows (ten rows of three digits leave most formulas no room for 40
        % of the steps, and a drill of one formula is short anyway); a formula those rows cannot carry in 40 %
        of a question’s steps is replaced by one of the level’s own questions. The set is an attempt like any
        other (the same <InlineCode>PUT /api/v1/attempt/{'{attemptId}'}/answers</InlineCode> and{' '}
        <InlineCode>POST …/submit</InlineCode>), timed by the server and open until the day ends; its answers
        are evidence like every other’s. It belongs to an exam of the level that the platform keeps for the
        teacher: no list shows it and no exam endpoint finds it, while its results count as practice.
      </Paragraph>
      <Paragraph>
        A day is done when its set was handed in with every question answered; one the end of the day finished
        as it was is not. The <InlineCode>streak</InlineCode> counts the days done in a row back from today: a
        practice day missed ends it (today does not, until it is over), a day that does not count (a weekend,
        unless the teacher counts it) neither ends it nor, unless practised, adds to it. The teacher sets the
        goal (5–50), the days that count (<InlineCode>mon</InlineCode> … <InlineCode>sun</InlineCode>, Monday
        to Friday until changed) and the time zone with <InlineCode>PATCH /api/v1/admin/practice</InlineCode>{' '}
        and reads them with <InlineCode>GET /api/v1/admin/practice</InlineCode>.
      </Paragraph>
    </>
  );
}
