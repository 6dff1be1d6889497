import { FlagFilled, FlagOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Switch, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { paths } from '@/config/paths';
import type { Attempt } from '@/types/api';
import { useSubmitAttempt } from '../api/submit-attempt';
import {
  forgetSheet,
  keepSheet,
  readKeptSheet,
  startingSheet,
  unansweredNumbers,
  type AnswerSheet,
} from '../answer-sheet';
import { useAnswerSync } from '../use-answer-sync';
import { useExamClosure } from '../use-exam-closure';
import { useExamKeys } from '../use-exam-keys';
import { useQuestionClock } from '../use-question-clock';
import { useCountdown } from '../use-countdown';
import { createTicker, type Ticker } from '../tick';
import { useRoomInWindow } from '../use-room-in-window';
import { useMediaQuery } from '@/hooks/use-media-query';
import { writeQuestion } from '@/lib/written-question';
import type { OptionLetter } from '@/lib/answers';
import { answerOfEntry, entryText } from '@/lib/written-answer';
import { FlashSequence } from '@/components/flash/flash-sequence';
import { NumberEntry } from '@/components/answers/number-entry';
import { OptionButtons } from '@/components/answers/option-buttons';
import { ExamClock } from './exam-clock';
import { ExamKeysHelp } from './exam-keys-help';
import { ExamNotice } from './exam-notice';
import { HandInDialog } from './hand-in-dialog';
import { ListeningSequence } from './listening-sequence';
import { LeaveExamGuard } from './leave-exam-guard';
import { QuestionNavigator } from './question-navigator';
import { QuestionText } from './question-text';
import { SaveStatus } from './save-status';
import './take-exam.css';

/**
 * Where the review screen learns that the clock, not the child, handed the attempt in, and which formulas
 * the hand-in mastered.
 */
export interface ReviewLocationState {
  timeUp?: boolean;
  masteredNow?: string[];
}

/** Rows from which a column of numbers is tall: above its four answers, it would push Next off a phone. */
const TALL_COLUMN_ROWS = 4;

/**
 * A phone held sideways (take-exam.css lays the question out for it alike): too short for the page's
 * header and title above the question, which then fills the window, its count, flag and moves beside it.
 */
const SIDEWAYS = '(orientation: landscape) and (max-height: 480px)';

/**
 * Taking an exam: one question at a time in large type, four big answers (or, where answers are written,
 * a big box and keypad for the number), a navigator, the server's clock, every answer saved as it is
 * given, and handing in — by the child after a check of what is unanswered, or by the clock when time is
 * up.
 */
export function TakeExam({
  attempt,
  tick = false,
  freeTo = [],
}: {
  attempt: Attempt;
  tick?: boolean;
  /** Screens the child may go to without being asked: the other sections of a whole paper, one clock. */
  freeTo?: readonly string[];
}) {
  const { t } = useTranslation('takeExam');
  const { attempt_id: attemptId, questions } = attempt;
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<AnswerSheet>(() =>
    startingSheet(attempt.answers, readKeptSheet(attemptId, questions.length)),
  );
  const [current, setCurrent] = useState(() => Math.max(0, sheet.answers.indexOf(null)));
  const [confirming, setConfirming] = useState(false);
  // Written answers: what each question's box holds (a lone minus is written, not yet an answer).
  const typed = attempt.exam.answerMode === 'typed';
  const [entries, setEntries] = useState<string[]>(() => sheet.answers.map(entryText));
  // The keypad has a minus only where the teacher let answers go below zero.
  const negative = attempt.exam.negativeAnswers;
  const [tallColumns] = useState(() =>
    questions.some((question) => {
      const written = writeQuestion(question.question);
      return written.layout === 'column' && written.lines.length >= TALL_COLUMN_ROWS;
    }),
  );
  // Flash anzan: each + - question's numbers are flashed once before its answers (again, in practice, on request).
  const flash = attempt.exam.flash;
  // Listening sums: each + - question's numbers are read aloud once (never again, as in a competition).
  const listening = attempt.exam.listening;
  const [flashed, setFlashed] = useState<boolean[]>(() => sheet.answers.map((answer) => answer !== null));
  const [speak, setSpeak] = useState(false);
  const [ticker, setTicker] = useState<Ticker | null>(() => (flash && tick ? createTicker() : null));
  useEffect(() => () => ticker?.close(), [ticker]);
  const timesNow = useQuestionClock(questions.length, current);
  const submit = useSubmitAttempt(attemptId);
  const sync = useAnswerSync(attemptId, sheet.answers, attempt.answers, timesNow);
  const standing = useExamClosure(attempt.exam_id, sync.saver, sync.state);
  // Answers the server would refuse are not taken: the child sees at once that they cannot change.
  const locked = standing === 'closed' || sync.state === 'refused' || submit.isPending;
  // Closed, the screen shows the answers that count: those the server has. The others come back, to be
  // sent, if the exam opens again.
  const shown = standing === 'closed' ? sync.saved : sheet.answers;

  useEffect(() => keepSheet(attemptId, sheet), [attemptId, sheet]);

  // Handed in: the result to go to. The way there is taken once the screen has stopped guarding against
  // leaving, so that it does not ask.
  const [handedIn, setHandedIn] = useState<{ resultId: string; state: ReviewLocationState } | null>(null);
  useEffect(() => {
    if (handedIn)
      void navigate(paths.result.getHref(handedIn.resultId), { replace: true, state: handedIn.state });
  }, [handedIn, navigate]);
  const handIn = (byClock: boolean) => {
    sync.saver.stop();
    submit.mutate(
      { answers: sheet.answers, timesMs: timesNow(), byClock },
      {
        onSuccess: ({ resultId, byClock: timeUp, masteredNow }) => {
          forgetSheet(attemptId);
          setHandedIn({ resultId, state: { timeUp, masteredNow } });
        },
      },
    );
  };

  const remaining = useCountdown(attempt.deadline, attempt.server_time, () => handIn(true));

  // A hand-in without a connection waits for one (TanStack Query pauses it while the browser is offline
  // and sends it when the connection returns): the answers stay on the device (keepSheet) meanwhile, and
  // the server's clock still decides whether they came in time.
  const waitingForConnection = submit.isPaused;

  const choose = useCallback(
    (option: OptionLetter) =>
      setSheet((previous) => ({
        ...previous,
        answers: previous.answers.map((answer, index) => (index === current ? option : answer)),
      })),
    [current],
  );
  const write = useCallback(
    (text: string) => {
      setEntries((previous) => previous.map((entry, index) => (index === current ? text : entry)));
      setSheet((previous) => ({
        ...previous,
        answers: previous.answers.map((answer, index) => (index === current ? answerOfEntry(text) : answer)),
      }));
    },
    [current],
  );
  const toggleFlag = useCallback(
    () =>
      setSheet((previous) => ({
        ...previous,
        flagged: previous.flagged.map((flag, index) => (index === current ? !flag : flag)),
      })),
    [current],
  );
  const finishFlash = useCallback(
    () => setFlashed((previous) => previous.map((done, index) => done || index === current)),
    [current],
  );
  const heard = (index: number) => setFlashed((previous) => previous.map((done, at) => done || at === index));
  const flashAgain = () => setFlashed((previous) => previous.map((done, index) => done && index !== current));
  const go = useCallback(
    (index: number) => setCurrent(Math.min(questions.length - 1, Math.max(0, index))),
    [questions.length],
  );

  const question = questions[current]!;
  const layout = writeQuestion(question.question).layout;
  const flashing = flash !== null && !flashed[current] && layout === 'column';
  const listeningNow = listening !== null && !flashed[current] && layout === 'column';
  // Tall columns of numbers (four rows or more in the exam) have their answers (the four options, or the
  // box and keypad) beside them, in every question alike: question, answers and Next fit a phone.
  const beside = !flash && !listening && layout === 'column' && tallColumns;
  const card = useRef<HTMLElement>(null);
  const work = useRef<HTMLDivElement>(null);
  const questionBox = useRef<HTMLDivElement>(null);
  const sideways = useMediaQuery(SIDEWAYS);
  const room = useRoomInWindow(
    card,
    beside ? work : questionBox,
    `${beside}-${current}-${flashing || listeningNow}-${sideways}`,
    sideways ? 'container' : 'page',
  );
  useEffect(() => {
    if (sideways) card.current?.scrollIntoView({ block: 'start' });
  }, [sideways, current]);

  const step = useCallback((by: -1 | 1) => go(current + by), [go, current]);
  useExamKeys({
    listening: !submit.isPending && !flashing && !listeningNow,
    typed,
    locked,
    entry: entries[current]!,
    choose,
    write,
    go: step,
    toggleFlag,
  });

  const unanswered = unansweredNumbers(shown);
  const flagged = sheet.flagged[current];
  const last = current === questions.length - 1;

  return (
    <div className="take-exam">
      <LeaveExamGuard active={handedIn === null} type={attempt.exam.type} freeTo={freeTo} />
      <Flex className="take-exam-bar" justify="space-between" align="center" gap={12} wrap>
        <ExamClock remaining={remaining} />
        <SaveStatus state={sync.state} />
      </Flex>
      <ExamNotice standing={standing} refusal={sync.refusal} />

      <section
        ref={card}
        className="take-exam-question"
        aria-label={t('question.numberOf', { number: current + 1, total: questions.length })}
      >
        <Flex justify="space-between" align="center" gap={12} className="take-exam-head">
          <Typography.Text strong className="take-exam-count">
            {t('question.numberOf', { number: current + 1, total: questions.length })}
            {/* A line of its own: on a phone a wrapped "· 2 marks" read as a stray dot. */}
            <Typography.Text type="secondary" className="take-exam-marks">
              {t('question.marks', { count: question.marks })}
            </Typography.Text>
          </Typography.Text>
          <Button
            icon={flagged ? <FlagFilled aria-hidden /> : <FlagOutlined aria-hidden />}
            aria-pressed={flagged}
            onClick={toggleFlag}
          >
            {flagged ? t('question.flagged') : t('question.flag')}
          </Button>
        </Flex>
        {flashing ? (
          <FlashSequence
            question={question.question}
            flash={flash}
            speak={speak}
            ticker={ticker}
            onDone={finishFlash}
          />
        ) : listeningNow ? (
          <ListeningSequence
            key={current}
            question={question.question}
            listening={listening}
            onDone={() => heard(current)}
          />
        ) : (
          <div
            ref={work}
            className={beside ? 'take-exam-work take-exam-work-beside' : 'take-exam-work'}
            style={room === null ? undefined : ({ '--question-room': `${room}px` } as CSSProperties)}
          >
            <div ref={questionBox} className="take-exam-question-text">
              {flash ? (
                <Flex vertical align="center" gap={8} className="take-exam-flashed">
                  <Typography.Text strong>{t('question.flashedSum')}</Typography.Text>
                  {attempt.exam.type === 'practice' && (
                    <Button onClick={flashAgain}>{t('question.flashAgain')}</Button>
                  )}
                </Flex>
              ) : listening ? (
                <Typography.Text strong className="take-exam-flashed">
                  {t('question.heardSum')}
                </Typography.Text>
              ) : (
                <QuestionText
                  question={question.question}
                  answer={beside ? 'beside' : typed ? 'below' : 'in-question'}
                />
              )}
            </div>
            {typed ? (
              <NumberEntry
                text={standing === 'closed' ? entryText(shown[current] ?? null) : entries[current]!}
                onText={write}
                onEnter={() => go(current + 1)}
                negative={negative}
                narrow={beside}
                disabled={locked}
              />
            ) : (
              <OptionButtons
                // An exam whose answers are chosen has all four options on every question.
                values={{
                  a: question.option_a!,
                  b: question.option_b!,
                  c: question.option_c!,
                  d: question.option_d!,
                }}
                chosen={shown[current] ?? null}
                onChoose={choose}
                disabled={locked}
              />
            )}
          </div>
        )}
        <Flex justify="space-between" gap={12} className="take-exam-moves">
          <Button
            size="large"
            icon={<LeftOutlined aria-hidden />}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            {t('question.back')}
          </Button>
          {last ? (
            <Button
              size="large"
              type="primary"
              disabled={waitingForConnection}
              onClick={() => setConfirming(true)}
            >
              {t('question.handIn')}
            </Button>
          ) : (
            <Button size="large" type="primary" onClick={() => go(current + 1)}>
              {t('question.next')} <RightOutlined aria-hidden />
            </Button>
          )}
        </Flex>
      </section>

      {flash && (
        <Flex wrap gap={16}>
          <Flex align="center" gap={8} className="take-exam-speak">
            <Switch id="read-aloud" checked={speak} onChange={setSpeak} />
            <label htmlFor="read-aloud">{t('question.readAloud')}</label>
          </Flex>
          <Flex align="center" gap={8} className="take-exam-speak">
            <Switch
              id="flash-tick"
              checked={ticker !== null}
              onChange={(on) => setTicker(on ? createTicker() : null)}
            />
            <label htmlFor="flash-tick">{t('flash.tick')}</label>
          </Flex>
        </Flex>
      )}
      <ExamKeysHelp typed={typed} negative={negative} />

      <QuestionNavigator sheet={{ ...sheet, answers: [...shown] }} current={current} onGo={go} />
      <Flex justify="end" style={{ marginTop: 24 }}>
        <Button
          size="large"
          onClick={() => setConfirming(true)}
          loading={submit.isPending && !waitingForConnection}
          disabled={waitingForConnection}
        >
          {t('question.handInMyAnswers')}
        </Button>
      </Flex>
      {waitingForConnection ? (
        <Alert
          role="status"
          type="warning"
          showIcon
          title={t('handIn.whenOnline')}
          style={{ marginTop: 16 }}
        />
      ) : (
        submit.isError && (
          <div style={{ marginTop: 16 }}>
            <ApiErrorAlert error={submit.error} onRetry={() => handIn(false)} />
          </div>
        )
      )}

      <HandInDialog
        open={confirming}
        unanswered={unanswered}
        onHandIn={() => {
          setConfirming(false);
          handIn(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
