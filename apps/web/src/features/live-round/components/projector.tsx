import { Alert, Button, Checkbox, Flex, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import type { RoundReading } from '@/api/round-queries';
import { FlashSequence } from '@/components/flash/flash-sequence';
import { QrCode } from '@/components/qr/qr-code';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { paths } from '@/config/paths';
import { OPTION_LETTERS } from '@/lib/answers';
import { formatNumber, formatPercent } from '@/lib/format';
import { inlineQuestion } from '@/lib/written-question';
import type { Round, RoundQuestion } from '@/types/api';
import { useEndRound } from '../api/end-round';
import { useNextQuestion } from '../api/next-question';
import { useRevealAnswer } from '../api/reveal-answer';
import { useSaveRoundResults } from '../api/save-round-results';
import { countdownBeganAt, questionPhase, secondsUntil } from '../round-clock';
import { spacedCode } from '../round-code';
import { useServerTime } from '../use-round';
import { Leaderboard } from './leaderboard';
import './projector.css';

/** What the back of a classroom can read of the board at once. */
const BOARD_ROWS = 10;

/**
 * The address written on the board (My exams, where the code is typed), and the one the QR code opens:
 * the round joined at once, after signing in if need be, with no code to type.
 */
function useJoinAddress(code: string): { shown: string; link: string } {
  const shown = new URL(useHref(paths.exams.getHref()), window.location.origin).href;
  const link = new URL(useHref(paths.roundJoin.getHref(code)), window.location.origin).href;
  return { shown, link };
}

function Lobby({ round }: { round: Round }) {
  const { t } = useTranslation('liveRound');
  const address = useJoinAddress(round.code);
  return (
    <div className="projector-lobby">
      <div>
        <p className="projector-label">{t('projector.code')}</p>
        <p className="projector-code">{spacedCode(round.code)}</p>
        <p className="projector-address">
          {t('projector.joinAt')} <span className="projector-link">{address.shown}</span>
        </p>
      </div>
      <QrCode
        link={address.link}
        label={t('projector.qrCode', { link: address.link })}
        size="min(30vh, 260px)"
        className="projector-qr"
      />
      <div className="projector-players">
        <p className="projector-count" role="status">
          {t('projector.players', { count: round.players, number: formatNumber(round.players) })}
        </p>
        <ul className="projector-names">
          {round.leaderboard.map((row) => (
            <li key={row.student_id}>{row.fullname}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A written question's numbers in one line, `48 + 27 − 19`, for the back of the room. */
function QuestionOnBoard({ reading, question }: { reading: RoundReading; question: RoundQuestion }) {
  const { t } = useTranslation('liveRound');
  const { round, clockOffsetMs } = reading;
  const now = useServerTime(reading);
  const phase = questionPhase(question, now);
  // Drawn once per question, at the moment the server showed it, however late this screen read it.
  const [beganAt] = useState(() => countdownBeganAt(question.shown_at, clockOffsetMs));
  const [flashDone, setFlashDone] = useState(false);
  const flash = round.exam.flash;
  const text = question.text ?? '';
  return (
    <div className="projector-question">
      {flash && !flashDone ? (
        <FlashSequence
          question={text}
          flash={flash}
          speak={false}
          ticker={null}
          startedAt={beganAt}
          onDone={() => setFlashDone(true)}
        />
      ) : flash ? (
        <p className="projector-prompt">{t('projector.addUp')}</p>
      ) : (
        <p className="projector-written">{inlineQuestion(text)}</p>
      )}
      <Flex className="projector-status" justify="space-between" wrap gap={16}>
        <span role="status">
          {t('projector.answered', {
            answered: formatNumber(round.answered),
            players: formatNumber(round.playing),
          })}
        </span>
        <span>
          {phase === 'timeUp'
            ? t('projector.timeUp')
            : phase === 'countdown'
              ? null
              : t('projector.secondsLeft', { seconds: formatNumber(secondsUntil(question.ends_at, now)) })}
        </span>
      </Flex>
    </div>
  );
}

/**
 * How the class answered, for the teacher to talk about: how many chose each option, or the wrong numbers
 * written most often (where answers are written, most were right or none were wrong: nothing to show).
 */
function AnswerSpread({ reveal }: { reveal: NonNullable<Round['reveal']> }) {
  const { t } = useTranslation('liveRound');
  if (reveal.chosen) {
    const chosen = reveal.chosen;
    return (
      <ul className="projector-spread" aria-label={t('projector.chosen')}>
        {OPTION_LETTERS.map((letter) => (
          <li key={letter} className={letter === reveal.correct_option ? 'is-right' : undefined}>
            {t('projector.chosenCount', {
              option: letter.toUpperCase(),
              number: formatNumber(chosen[letter]),
            })}
          </li>
        ))}
      </ul>
    );
  }
  if (reveal.common_wrong.length === 0) return null;
  return (
    <ul className="projector-spread" aria-label={t('projector.commonWrong')}>
      {reveal.common_wrong.map(({ value, count }) => (
        <li key={value}>
          {t('projector.wrongCount', { count, value: formatNumber(value), number: formatNumber(count) })}
        </li>
      ))}
    </ul>
  );
}

function AnswerOnBoard({ round }: { round: Round }) {
  const { t } = useTranslation('liveRound');
  const reveal = round.reveal;
  if (!reveal) return null;
  const answer = formatNumber(reveal.answer);
  return (
    <div className="projector-reveal">
      <p className="projector-answer">
        {reveal.correct_option
          ? t('projector.optionIs', { option: reveal.correct_option.toUpperCase(), answer })
          : t('projector.answerIs', { answer })}
      </p>
      <AnswerSpread reveal={reveal} />
      {reveal.share_right !== null && (
        <p className="projector-share">
          {t('projector.shareRight', {
            right: formatNumber(reveal.right),
            answered: formatNumber(reveal.answered),
            percent: formatPercent(reveal.share_right),
          })}
        </p>
      )}
    </div>
  );
}

function SaveResults({ round }: { round: Round }) {
  const { t } = useTranslation('liveRound');
  const save = useSaveRoundResults(round.round_id);
  const [inAnalytics, setInAnalytics] = useState(false);
  const names = new Map(round.leaderboard.map((row) => [row.student_id, row.fullname]));
  if (save.data) {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('projector.saved', { count: save.data.saved, number: formatNumber(save.data.saved) })}
        description={
          save.data.skipped.length > 0 && (
            <ul>
              {save.data.skipped.map(({ student_id, reason }) => (
                <li key={student_id}>
                  {t('projector.skipped', { name: names.get(student_id) ?? student_id, reason })}
                </li>
              ))}
            </ul>
          )
        }
      />
    );
  }
  if (round.results_saved_at) return <Alert type="info" showIcon title={t('projector.savedAlready')} />;
  return (
    <Flex vertical gap={12} align="start">
      {save.isError && <ApiErrorAlert error={save.error} />}
      <p>
        {t('projector.saveNote', {
          count: round.question_index,
          number: formatNumber(round.question_index),
        })}
      </p>
      <Checkbox checked={inAnalytics} onChange={(event) => setInAnalytics(event.target.checked)}>
        {t('projector.countInAnalytics')}
      </Checkbox>
      <Button
        type="primary"
        size="large"
        loading={save.isPending}
        onClick={() => save.mutate({ inAnalytics })}
      >
        {t('projector.saveResults')}
      </Button>
    </Flex>
  );
}

/**
 * Shows the answer by itself once time is up on the server's clock, so that the teacher need not press:
 * the call is harmless when the answer is shown already (by the teacher, or the last child's answer).
 */
function useRevealWhenTimeIsUp(reading: RoundReading, reveal: () => void) {
  const { round, clockOffsetMs } = reading;
  const endsAt = round.state === 'question' ? round.question?.ends_at : undefined;
  const latest = useRef(reveal);
  useEffect(() => {
    latest.current = reveal;
  });
  useEffect(() => {
    if (!endsAt) return;
    const timer = setTimeout(
      () => latest.current(),
      Math.max(0, Date.parse(endsAt) - clockOffsetMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [endsAt, clockOffsetMs]);
}

/** The round on the classroom's projector: large, high-contrast, readable from the back of the room. */
export function Projector({ reading }: { reading: RoundReading }) {
  const { t } = useTranslation('liveRound');
  const { round } = reading;
  const panel = useRef<HTMLDivElement>(null);
  const next = useNextQuestion(round.round_id);
  const reveal = useRevealAnswer(round.round_id);
  const end = useEndRound(round.round_id);
  const [modal, modalHolder] = Modal.useModal();
  useRevealWhenTimeIsUp(reading, () => reveal.mutate());
  const last = round.question_index >= round.total_questions;
  // Beside "Show answer" and "Next", one slip would end the round: before its last answer, ask first.
  const endRound = () => {
    if (last && round.state === 'reveal') return end.mutate();
    void modal.confirm({
      title: t('projector.endEarly', {
        played: formatNumber(round.question_index),
        total: formatNumber(round.total_questions),
      }),
      content: t('projector.endEarlyWhat'),
      okText: t('projector.end'),
      okButtonProps: { danger: true },
      cancelText: t('projector.keepPlaying'),
      // Inside the panel, which may be the full screen: a dialog outside it would not show.
      getContainer: () => panel.current ?? document.body,
      onOk: () => end.mutate(),
    });
  };
  const error = next.error ?? reveal.error ?? end.error;
  const question = round.question;

  return (
    <div className="projector" ref={panel}>
      {modalHolder}
      <Flex className="projector-top" justify="space-between" align="center" wrap gap={12}>
        <span className="projector-step">
          {round.question_index > 0 &&
            t('projector.questionOf', {
              number: formatNumber(round.question_index),
              total: formatNumber(round.total_questions),
            })}
        </span>
        <Flex gap={12} wrap>
          {round.state === 'lobby' && (
            <Button type="primary" size="large" loading={next.isPending} onClick={() => next.mutate(1)}>
              {t('projector.start')}
            </Button>
          )}
          {round.state === 'question' && (
            <Button type="primary" size="large" loading={reveal.isPending} onClick={() => reveal.mutate()}>
              {t('projector.reveal')}
            </Button>
          )}
          {round.state === 'reveal' && !last && (
            <Button
              type="primary"
              size="large"
              loading={next.isPending}
              onClick={() => next.mutate(round.question_index + 1)}
            >
              {t('projector.next')}
            </Button>
          )}
          {round.state !== 'ended' && (
            <Button
              size="large"
              danger={!last}
              type={last && round.state === 'reveal' ? 'primary' : 'default'}
              loading={end.isPending}
              onClick={endRound}
            >
              {t('projector.end')}
            </Button>
          )}
          {document.fullscreenEnabled && (
            <Button size="large" onClick={() => void panel.current?.requestFullscreen()}>
              {t('projector.fullScreen')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error !== null && <ApiErrorAlert error={error} />}
      {round.state === 'lobby' && <Lobby round={round} />}
      {round.state === 'question' && question && (
        <QuestionOnBoard key={question.index} reading={reading} question={question} />
      )}
      {(round.state === 'reveal' || round.state === 'ended') && (
        <div className="projector-results">
          {round.state === 'ended' ? (
            <p className="projector-prompt">{t('projector.ended')}</p>
          ) : (
            <AnswerOnBoard round={round} />
          )}
          {round.state === 'reveal' && last && <p>{t('projector.last')}</p>}
          <section aria-label={t('projector.board')} className="projector-board">
            <h2>{t('projector.board')}</h2>
            <Leaderboard rows={round.leaderboard} limit={round.state === 'ended' ? undefined : BOARD_ROWS} />
          </section>
          {round.state === 'ended' && <SaveResults round={round} />}
        </div>
      )}
    </div>
  );
}
