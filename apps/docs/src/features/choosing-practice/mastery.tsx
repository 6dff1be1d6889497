import { Table, Typography } from 'antd';
import { RouterLink } from '@abacus/react-common/router-link';
import { InlineCode } from '@/components/ui/inline-code';
import { paths } from '@/config/paths';

const { Paragraph } = Typography;

/** The four mastery levels of apps/api/src/modules/skills/mastery.ts, in their order. */
const LEVELS = [
  { mastery: 'new', rule: 'Fewer than 5 uses: too few to say anything yet.' },
  { mastery: 'learning', rule: '5 uses or more, fewer than 80 % of them right.' },
  {
    mastery: 'practised',
    rule: '80 % right or more, but not mastered: below 90 %, or slower than the speed target, or never timed.',
  },
  {
    mastery: 'mastered',
    rule: '90 % right or more, and the median time per step at most 6 s.',
  },
];

export function Mastery() {
  return (
    <>
      <Paragraph>
        How far a child has come with a formula is read from their last 20 uses of it, newest first, across
        all their results: how many were right, and how fast their questions went.
      </Paragraph>
      <Table
        rowKey="mastery"
        size="middle"
        pagination={false}
        dataSource={LEVELS}
        columns={[
          {
            title: 'Mastery',
            dataIndex: 'mastery',
            key: 'mastery',
            width: 140,
            render: (mastery: string) => <InlineCode>{mastery}</InlineCode>,
          },
          { title: 'From the last 20 uses', dataIndex: 'rule', key: 'rule' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Paragraph>
        Why the last 20: a child’s standing follows what they do now. Once a child has used a formula 20 times
        more, the mistakes made before no longer count, however many there were, so a child who has learnt it
        is not held back by their first weeks. With 20 uses, 90 % is 18 right and 80 % is 16. Mastery is read
        from at most 20 uses for each child and formula, however many results there are, so a class’s map
        stays quick. <InlineCode>rightPercent</InlineCode> is the share right of those uses, to one decimal; a
        wrong answer charged to another formula of the question is right for this one.
      </Paragraph>
      <Paragraph>
        Why a time per step: each use’s time is its question’s time on screen shared among all the question’s
        steps, of whatever formula, so a question of six rows and one of three are held to the same target.
        The median of those times over the timed uses among the last 20 must be at most 6 s for{' '}
        <InlineCode>mastered</InlineCode>; the median, so that one slow question does not decide it. The
        target comes from the preset of level 4, the Zenshuren 10th kyu paper: 7 minutes for 15 questions of
        six one-digit rows, five steps each, is 420 s for 75 steps, 5.6 s a step, rounded up to 6 s. A formula
        none of whose last 20 uses was timed cannot be shown to be fast enough, and is{' '}
        <InlineCode>practised</InlineCode> at most.
      </Paragraph>
      <Paragraph>
        The hand-in that masters a formula says so:{' '}
        <InlineCode>POST /api/v1/attempt/{'{id}'}/submit</InlineCode> answers with{' '}
        <InlineCode>mastered_now</InlineCode>, the formulas of the attempt that are mastered with its answers
        and were not before it (usually none). The classroom app praises the child for each, in words, on the
        result they come back to; a formula is praised once, on the hand-in that masters it, and again only if
        it slips below and is mastered anew.
      </Paragraph>
    </>
  );
}

export function AnswerTimes() {
  return (
    <>
      <Paragraph>
        In an attempt the app reports the times: <InlineCode>times_ms</InlineCode> with every save (
        <InlineCode>PUT /api/v1/attempt/{'{id}'}/answers</InlineCode>) and with the hand-in (
        <InlineCode>POST /api/v1/attempt/{'{id}'}/submit</InlineCode>), one entry per question (any other
        count is a 400): the milliseconds each has been on screen so far, up to a day each. The classroom app
        counts only the question shown, and only while the page is visible: a child who switches away stops
        the clock. The server does not take the figures as they come. For each question it keeps the longest
        reported yet, for a reload restarts the app’s clock but not the time spent; and it holds their sum to
        the time the attempt has lasted by its own clock, scaling every time down when they add up to more. An
        attempt finished when its time is up, or handed in after its exam closed, is timed with the times
        saved last, as it is graded with the answers saved last. <InlineCode>times_ms</InlineCode> is
        optional: an attempt that never sends it leaves its uses untimed.
      </Paragraph>
      <Paragraph>
        A live round times every answer itself: an answer’s <InlineCode>time_ms</InlineCode> runs from the
        question’s <InlineCode>starts_at</InlineCode> to the moment the server receives it, by the database’s
        clock (see <RouterLink to={paths.examsAndResults.getHref('live-rounds')}>Live rounds</RouterLink>),
        and the round’s saved results carry those times into the evidence. A result the client sends (
        <InlineCode>POST /api/v1/result</InlineCode>) has no time per question: its uses are untimed.
      </Paragraph>
    </>
  );
}
