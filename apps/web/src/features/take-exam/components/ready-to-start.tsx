import {
  ClockCircleOutlined,
  EditOutlined,
  OrderedListOutlined,
  RedoOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import type { StudentExam } from '@/types/api';
import './ready-to-start.css';

/** What a child is told they will see on handing in, as the teacher chose it. */
const AFTER_HANDING_IN: Record<StudentExam['reviewWhileOpen'], string> = {
  score: 'You see your score. The right answers come when your teacher closes the test.',
  'right-wrong': 'You see your score and which answers were right.',
  answers: 'You see your score and the right answers.',
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="ready-fact">
      <dt>
        {icon} {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Before the clock starts: how many questions, how the answers are given, how long, how many tries, and
 * what comes after — so that nobody starts a one-try test by accident.
 */
export function ReadyToStart({ exam, onStart }: { exam: StudentExam; onStart: () => void }) {
  const test = exam.type === 'assessment';
  return (
    <section className="ready" aria-label="Ready to start?">
      <p className="ready-question">Ready?</p>
      <dl className="ready-facts">
        <Fact icon={<OrderedListOutlined aria-hidden />} label="Questions">
          {formatNumber(exam.total_questions)}
          {exam.flash && ' — the numbers flash one at a time'}
        </Fact>
        <Fact icon={<EditOutlined aria-hidden />} label="Answers">
          {exam.answerMode === 'typed' ? 'You write each answer.' : 'You choose each answer from four.'}
        </Fact>
        <Fact icon={<ClockCircleOutlined aria-hidden />} label="Time">
          {formatNumber(exam.duration)} {exam.duration === 1 ? 'minute' : 'minutes'}. The clock starts when
          you press Start.
        </Fact>
        <Fact icon={<RedoOutlined aria-hidden />} label="Tries">
          {test ? <strong>One try: once you hand it in, it is done.</strong> : 'As many as you like.'}
        </Fact>
        <Fact icon={<TrophyOutlined aria-hidden />} label="After">
          {AFTER_HANDING_IN[exam.reviewWhileOpen]}
        </Fact>
      </dl>
      <Flex gap={12} wrap>
        <Button type="primary" size="large" onClick={onStart}>
          {test ? 'Start the test' : 'Start practising'}
        </Button>
        <ButtonLink size="large" to={paths.exams.getHref()}>
          Not now
        </ButtonLink>
      </Flex>
    </section>
  );
}
