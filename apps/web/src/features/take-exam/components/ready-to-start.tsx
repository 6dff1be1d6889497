import {
  CalendarOutlined,
  ClockCircleOutlined,
  EditOutlined,
  OrderedListOutlined,
  RedoOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Alert, Button, Flex, Switch } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/exam-opening';
import { formatNumber } from '@/lib/format';
import { useVoiceCheck } from '@/lib/use-voice-check';
import type { StudentExam } from '@/types/api';
import { SoundCheck } from './sound-check';
import './ready-to-start.css';

/** What a child is told they will see on handing in, as the teacher chose it. */
const AFTER_HANDING_IN = {
  score: 'ready.afterScore',
  'right-wrong': 'ready.afterRightWrong',
  answers: 'ready.afterAnswers',
} as const satisfies Record<StudentExam['reviewWhileOpen'], string>;

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
export function ReadyToStart({
  exam,
  paperMinutes,
  tick,
  onTick,
  onStart,
}: {
  exam: StudentExam;
  /** A section of a whole paper: the paper's one clock, from the first of its sections opened. */
  paperMinutes?: number | undefined;
  /** Flash anzan: whether each number clicks as it appears. */
  tick: boolean;
  onTick: (on: boolean) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('takeExam');
  const test = exam.type === 'assessment';
  const questions = formatNumber(exam.total_questions);
  // A listening exam on a device that cannot read aloud would start a clock with nothing to hear.
  const voice = useVoiceCheck();
  const [silent, setSilent] = useState(false);
  const listening = exam.listening !== null;
  const mute = listening && (voice === 'none' || silent);
  return (
    <section className="ready" aria-label={t('ready.label')}>
      <p className="ready-question">{t('ready.question')}</p>
      <dl className="ready-facts">
        <Fact icon={<OrderedListOutlined aria-hidden />} label={t('ready.questions')}>
          {exam.flash
            ? t('ready.questionsFlashed', { number: questions })
            : exam.listening
              ? t('ready.questionsHeard', { number: questions })
              : questions}
        </Fact>
        <Fact icon={<EditOutlined aria-hidden />} label={t('ready.answers')}>
          {exam.answerMode === 'typed' ? t('ready.answersWritten') : t('ready.answersChosen')}
        </Fact>
        <Fact icon={<ClockCircleOutlined aria-hidden />} label={t('ready.time')}>
          {paperMinutes === undefined
            ? t('ready.duration', { count: exam.duration, minutes: formatNumber(exam.duration) })
            : t('ready.paperDuration', { count: paperMinutes, minutes: formatNumber(paperMinutes) })}
        </Fact>
        {exam.closesAt !== null && (
          <Fact icon={<CalendarOutlined aria-hidden />} label={t(test ? 'ready.due' : 'ready.openUntil')}>
            {t(test ? 'ready.dueBy' : 'ready.closes', { closes: formatMoment(exam.closesAt) })}
          </Fact>
        )}
        <Fact icon={<RedoOutlined aria-hidden />} label={t('ready.tries')}>
          {test ? <strong>{t('ready.oneTry')}</strong> : t('ready.manyTries')}
        </Fact>
        <Fact icon={<TrophyOutlined aria-hidden />} label={t('ready.after')}>
          {t(AFTER_HANDING_IN[exam.reviewWhileOpen])}
        </Fact>
      </dl>
      {exam.flash && (
        <Flex align="center" gap={8} className="ready-tick">
          <Switch id="ready-tick" checked={tick} onChange={onTick} />
          <label htmlFor="ready-tick">{t('flash.tick')}</label>
        </Flex>
      )}
      {listening && voice === 'found' && !silent && <SoundCheck onSilent={() => setSilent(true)} />}
      {mute && <Alert type="error" showIcon title={t('listening.cannotSpeak')} className="ready-mute" />}
      <Flex gap={12} wrap>
        {!mute && (
          <Button
            type="primary"
            size="large"
            onClick={onStart}
            loading={listening && voice === 'looking'}
            disabled={listening && voice === 'looking'}
          >
            {test ? t('ready.startTest') : t('ready.startPractice')}
          </Button>
        )}
        <ButtonLink size="large" to={paths.exams.getHref()}>
          {t('ready.notNow')}
        </ButtonLink>
      </Flex>
    </section>
  );
}
