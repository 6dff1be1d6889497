import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

export function LiveRounds() {
  return (
    <>
      <Paragraph>
        A lesson ends with a round on the projector: <InlineCode>POST /api/v1/round</InlineCode> (
        <InlineCode>exam</InlineCode>, <InlineCode>whole_class</InlineCode>,{' '}
        <InlineCode>seconds_to_answer</InlineCode> 5–120, default 20) opens one of the teacher’s flash or
        written exams — practice, or a test closed to students (an open one → 409; a listening exam → 400) —
        in a lobby with a six-digit code, one round at a time per teacher. The children whose level the
        teacher confirmed, at the exam’s level or at any with <InlineCode>whole_class</InlineCode>, join with{' '}
        <InlineCode>POST /api/v1/round/join</InlineCode> (<InlineCode>{'{code}'}</InlineCode>; joining again
        gives where the round is, and <InlineCode>GET /api/v1/round</InlineCode> lists the rounds a child may
        join).
      </Paragraph>
      <Paragraph>
        The teacher shows question k with <InlineCode>POST /api/v1/round/{'{id}'}/next</InlineCode> (
        <InlineCode>{'{question: k}'}</InlineCode>, the one after the current one, once that is closed); it
        counts down 3 s from <InlineCode>shown_at</InlineCode> to <InlineCode>starts_at</InlineCode>, flashes
        its numbers for a flash exam (<InlineCode>flash_ends_at</InlineCode>), and takes answers until{' '}
        <InlineCode>ends_at</InlineCode>, <InlineCode>seconds_to_answer</InlineCode> later, by the database’s
        clock. A written question’s text and its options are read from <InlineCode>shown_at</InlineCode>: the
        countdown is reading time, the same for every child and on the projector, and no answer counts before{' '}
        <InlineCode>starts_at</InlineCode>. Each player answers once (
        <InlineCode>POST /api/v1/round/{'{id}'}/answers</InlineCode>, <InlineCode>choice</InlineCode> or{' '}
        <InlineCode>value</InlineCode>), and the answer’s <InlineCode>time_ms</InlineCode> is measured from{' '}
        <InlineCode>starts_at</InlineCode>; a child who joined during a question plays from the next. The
        question closes (state <InlineCode>reveal</InlineCode>: the answer, how many got it right, how many
        chose each option — <InlineCode>chosen</InlineCode> — or, for written answers, the wrong numbers
        written most — <InlineCode>common_wrong</InlineCode>) when the teacher calls{' '}
        <InlineCode>POST /api/v1/round/{'{id}'}/reveal</InlineCode>, when the last player answers, or at{' '}
        <InlineCode>ends_at</InlineCode>, decided on every read; the process that showed the question sends{' '}
        <InlineCode>revealed</InlineCode> a moment after <InlineCode>ends_at</InlineCode>, so no screen waits
        for the teacher. The projector’s QR code opens <InlineCode>/app/rounds/join?code=…</InlineCode>, which
        joins at once.
      </Paragraph>
      <Paragraph>
        <InlineCode>GET /api/v1/round/{'{id}'}</InlineCode> is the round as the reader may see it — a child
        never gets a flash question’s numbers, nobody the answer before it closes — with the leaderboard:
        right answers first, then less time, places shared on a tie (1, 2, 2, 4); a child sees the top 10 and
        themselves. <InlineCode>POST …/end</InlineCode> ends it (as does six hours without a move; the
        projector’s End round asks first unless the last answer has been shown) and{' '}
        <InlineCode>POST …/results</InlineCode> saves each player’s answers as a result of the exam, once, in
        one transaction (a test’s existing result is skipped with the reason): out of the questions the round
        played (ended after 3 of 20, a result of 3), marked <InlineCode>live_round</InlineCode>, and kept out
        of analytics unless the body says <InlineCode>{'{"in_analytics": true}'}</InlineCode> (the projector’s
        “Count them in the class’s averages”). Every change is one conditional SQL statement, so several API
        processes on one PostgreSQL run one round, and its <InlineCode>round</InlineCode> events (
        <InlineCode>opened</InlineCode>, <InlineCode>joined</InlineCode>, <InlineCode>question</InlineCode>,{' '}
        <InlineCode>answered</InlineCode>, <InlineCode>revealed</InlineCode>, <InlineCode>ended</InlineCode>,{' '}
        <InlineCode>saved</InlineCode>) reach every process’s streams.
      </Paragraph>
    </>
  );
}
