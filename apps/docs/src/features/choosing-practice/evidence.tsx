import { Table, Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { TextWithCode } from '@/components/ui/text-with-code';
import { CHARGED_ANSWERS, type ChargedAnswer } from './worked-example';

const { Paragraph } = Typography;

export function Evidence() {
  return (
    <>
      <Paragraph>
        Every result with answers keeps its evidence, written in the same transaction as the result: an
        attempt, handed in or finished when its time was up; a result sent with its answers (
        <InlineCode>POST /api/v1/result</InlineCode>); and each player’s result when a live round’s results
        are saved (<InlineCode>POST /api/v1/round/{'{id}'}/results</InlineCode>). For each answered question
        it keeps one use of each formula the question used: how many of the question’s steps used it, how many
        steps the question had in all, whether the answer was right for that formula, and how long the
        question was on the child’s screen, where that is known. A chosen option stands for its value.
      </Paragraph>
      <Paragraph>
        A skipped question is no evidence: nothing is kept for it, so it counts neither for nor against any
        formula, and a result sent without answers gives none at all. A right answer is right for every
        formula of its question; a wrong one is wrong for the formulas it is charged to, below, and right for
        the others. The evidence goes with its result: a result deleted takes its uses with it.
      </Paragraph>
      <Paragraph>
        Results stored before the platform kept evidence (before its migration 0019) get theirs when the
        server starts after the upgrade, worked out as they would have been kept: against the questions their
        attempt showed, timed as the attempt kept the times, or against the version of the exam’s questions
        their answers were sent to. The server logs how many results it filled in. A live round’s results from
        before then have no times, so their formulas are practised at most until timed uses come; a result
        sent without a version of its questions cannot be read back and gives none.
      </Paragraph>
    </>
  );
}

const COLUMNS = [
  {
    title: 'Answer given',
    key: 'given',
    width: 120,
    render: (_: unknown, { given }: ChargedAnswer) => <InlineCode>{given}</InlineCode>,
  },
  {
    title: 'Charged to',
    key: 'charged',
    width: 260,
    render: (_: unknown, { charged }: ChargedAnswer) =>
      charged.map((skill, index) => (
        <span key={skill}>
          {index > 0 && ' '}
          <InlineCode>{skill}</InlineCode>
        </span>
      )),
  },
  {
    title: 'Why',
    key: 'why',
    render: (_: unknown, { why }: ChargedAnswer) => <TextWithCode text={why} />,
  },
];

export function WrongAnswers() {
  return (
    <>
      <Paragraph>
        A wrong answer is charged to the formulas whose slip would give it (
        <InlineCode>skillsMissed</InlineCode>
        ). For every step the generator knows the slip a child makes with it on the soroban: a small friend’s
        forgotten 5-bead (5 on its rod), a big friend’s lost carry or borrow (1 on the rod to its left),
        either of those for both friends, and for a table fact a product from the row next to it in the table
        (7 × 8 read as 48 or 63) or a quotient digit one out. The steps whose slip leaves exactly the
        difference between the answer given and the right one, too many or too few, are charged. A direct move
        has no slip of its own. When no step’s slip gives the difference, every formula of the question is
        charged, for the child went wrong somewhere in it.
      </Paragraph>
      <Paragraph>
        For example, <InlineCode>8 − 4 + 7 + 95 − 6 = 100</InlineCode> is five steps: −4 on 8 with a small
        friend (<InlineCode>sub.small.4</InlineCode>), +7 on 4 with a big friend (
        <InlineCode>add.big.7</InlineCode>), then 95 onto 11, +9 on the tens with a big friend (
        <InlineCode>add.big.9</InlineCode>) and +5 on the units directly (
        <InlineCode>add.direct.5</InlineCode>
        ), and −6 directly (<InlineCode>sub.direct.6</InlineCode>). Setting the 8 is no step. Wrong answers to
        it are charged so:
      </Paragraph>
      <Table
        rowKey="given"
        size="middle"
        pagination={false}
        columns={COLUMNS}
        dataSource={[...CHARGED_ANSWERS]}
        style={{ marginBottom: 16 }}
      />
    </>
  );
}
