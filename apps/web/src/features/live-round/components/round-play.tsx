import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account-queries';
import type { RoundReading } from '@/api/round-queries';
import { NumberEntry } from '@/components/answers/number-entry';
import { OptionButtons } from '@/components/answers/option-buttons';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { OptionLetter } from '@/lib/answers';
import { formatNumber } from '@/lib/format';
import { answerOfEntry } from '@/lib/written-answer';
import { inlineQuestion } from '@/lib/written-question';
import type { Round, RoundQuestion } from '@/types/api';
import { useJoinRound } from '../api/join-round';
import { useSendAnswer, type RoundAnswer } from '../api/send-answer';
import { questionPhase, secondsUntil } from '../round-clock';
import { useServerTime } from '../use-round';
import { Leaderboard } from './leaderboard';
import { RouterLink } from '@abacus/react-common/router-link';
import './round-play.css';

/** A child who joined after this question was shown plays from the next one. */
const joinedLate = (round: Round) => round.me?.joined === true && !round.me.plays_question;

function MyPlace({ round }: { round: Round }) {
  const { t } = useTranslation('liveRound');
  const me = round.me;
  return (
    <p className="round-play-place">
      {me?.place !== null && me?.place !== undefined
        ? t('play.place', { place: formatNumber(me.place), players: formatNumber(round.players) })
        : t('play.noPlace')}
    </p>
  );
}

/** The four options, or the number box, sent once: then they stay as they were, locked. */
function Answering({ round, question, open }: { round: Round; question: RoundQuestion; open: boolean }) {
  const { t } = useTranslation('liveRound');
  const send = useSendAnswer(round.round_id);
  const [chosen, setChosen] = useState<OptionLetter | null>(null);
  const [text, setText] = useState('');
  const mine = round.me?.answer?.question === question.index ? round.me.answer : null;
  const sent = mine !== null || send.isSuccess;
  const locked = sent || send.isPending || !open;
  const sendOnce = (answer: RoundAnswer) => {
    if (!locked) send.mutate(answer);
  };
  const shownChoice = mine?.choice ?? chosen;
  return (
    <Flex vertical gap={16}>
      {question.options ? (
        <OptionButtons
          values={question.options}
          chosen={shownChoice}
          disabled={locked}
          onChoose={(choice) => {
            setChosen(choice);
            sendOnce({ question: question.index, choice });
          }}
        />
      ) : (
        <>
          <NumberEntry
            text={typeof mine?.value === 'number' ? String(mine.value) : text}
            onText={setText}
            onEnter={() => {
              const value = answerOfEntry(text);
              if (value !== null) sendOnce({ question: question.index, value });
            }}
            negative
            disabled={locked}
          />
          {!sent && (
            <Button
              type="primary"
              size="large"
              block
              disabled={locked || answerOfEntry(text) === null}
              loading={send.isPending}
              onClick={() => {
                const value = answerOfEntry(text);
                if (value !== null) sendOnce({ question: question.index, value });
              }}
            >
              {t('play.send')}
            </Button>
          )}
        </>
      )}
      {sent && <Alert type="success" showIcon role="status" title={t('play.sent')} />}
      {send.isError && !(send.error instanceof ApiError && send.error.status === 409 && sent) && (
        <ApiErrorAlert error={send.error} />
      )}
    </Flex>
  );
}

function QuestionOnDevice({ reading, question }: { reading: RoundReading; question: RoundQuestion }) {
  const { t } = useTranslation('liveRound');
  const { round } = reading;
  const now = useServerTime(reading);
  const phase = questionPhase(question, now);
  if (joinedLate(round)) {
    return <Alert type="info" showIcon role="status" title={t('play.lateJoiner')} />;
  }
  const flash = round.exam.flash !== null;
  return (
    <Flex vertical gap={16}>
      <p className="round-play-cue" role="status">
        {phase === 'countdown'
          ? t('play.getReady', { seconds: formatNumber(secondsUntil(question.starts_at, now)) })
          : phase === 'timeUp'
            ? t('play.timeUp')
            : phase === 'flashing'
              ? t('play.watchBoard')
              : t('play.answerNow')}
      </p>
      {!flash && question.text && <p className="round-play-question">{inlineQuestion(question.text)}</p>}
      {phase !== 'countdown' && <Answering round={round} question={question} open={phase !== 'timeUp'} />}
      {phase !== 'countdown' && phase !== 'timeUp' && (
        <p className="round-play-clock">
          {t('projector.secondsLeft', { seconds: formatNumber(secondsUntil(question.ends_at, now)) })}
        </p>
      )}
    </Flex>
  );
}

function MyResult({ round }: { round: Round }) {
  const { t } = useTranslation('liveRound');
  const reveal = round.reveal;
  const question = round.question;
  if (!reveal || !question) return null;
  const mine = round.me?.answer?.question === question.index ? round.me.answer : null;
  const answer = formatNumber(reveal.answer);
  const right = mine?.is_correct === true;
  return (
    <Flex vertical gap={12}>
      <Alert
        className="round-play-verdict"
        type={mine === null ? 'info' : right ? 'success' : 'warning'}
        showIcon
        role="status"
        title={mine === null ? t('play.noAnswer') : right ? t('play.right') : t('play.notRight')}
        description={t('play.rightAnswerIs', {
          answer: reveal.correct_option ? `${reveal.correct_option.toUpperCase()}: ${answer}` : answer,
        })}
      />
      <MyPlace round={round} />
    </Flex>
  );
}

/** A round on a child's device: waiting, then each question's answers, then how they did. */
export function RoundPlay({ reading }: { reading: RoundReading }) {
  const { t } = useTranslation('liveRound');
  const { round } = reading;
  const join = useJoinRound();
  const me = useQuery(accountQueries.student());
  // A child who reaches the round by its address (a reload, a link) joins it again: harmless if in.
  const joined = useRef(false);
  useEffect(() => {
    if (joined.current || round.me?.joined || round.state === 'ended') return;
    joined.current = true;
    join.mutate(round.code);
  }, [join, round.code, round.me?.joined, round.state]);
  const question = round.question;

  return (
    <Flex vertical gap={16} className="round-play">
      {round.question_index > 0 && round.state !== 'ended' && (
        <p className="round-play-step">
          {t('play.questionOf', {
            number: formatNumber(round.question_index),
            total: formatNumber(round.total_questions),
          })}
        </p>
      )}
      {join.isError && <ApiErrorAlert error={join.error} />}
      {round.state === 'lobby' && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('play.waiting')}
          description={t('play.youAreIn')}
        />
      )}
      {round.state === 'question' && question && (
        <QuestionOnDevice key={question.index} reading={reading} question={question} />
      )}
      {round.state === 'reveal' && <MyResult round={round} />}
      {round.state === 'ended' && (
        <Flex vertical gap={12}>
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('play.ended')}
            description={t('play.thanks')}
          />
          <p className="round-play-score">
            {t('play.score', {
              right: formatNumber(round.me?.right ?? 0),
              total: formatNumber(round.total_questions),
            })}
          </p>
          <MyPlace round={round} />
          <Leaderboard rows={round.leaderboard} mine={me.data?.student_id} />
          <RouterLink to={paths.exams.getHref()}>{t('play.back')}</RouterLink>
        </Flex>
      )}
    </Flex>
  );
}
