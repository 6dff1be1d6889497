import { SoundOutlined } from '@ant-design/icons';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n/languages';
import { COUNTDOWN_FROM, COUNTDOWN_MS, COUNTDOWN_STEP_MS } from '@/lib/flash-schedule';
import { canSpeak, numberDueAt, STALLED_VOICE_MS, voiceFor } from '@/lib/listening-schedule';
import { SPEECH_LANGS, spokenTerm } from '@abacus/contract';
import { writeQuestion } from '@/lib/written-question';
import type { Attempt } from '@/types/api';
import '@/components/flash/flash-sequence.css';
import './listening-sequence.css';

type ListeningSettings = NonNullable<Attempt['exam']['listening']>;

/** What the screen shows while a question is read: the countdown, or which number is being said. */
type ListeningMoment = { phase: 'countdown'; count: number } | { phase: 'number'; index: number };

interface ListeningSequenceProps {
  question: string;
  listening: ListeningSettings;
  /** The numbers have been read (or the child left the question while they were): its answers may show. */
  onDone: () => void;
}

/**
 * Listening sums: a 3-2-1 countdown, then the numbers of a sum read aloud by the browser, one a slot,
 * never shown — the child adds them on the abacus or in their head and answers after the last.
 *
 * A number starts at its slot or when the one before has been said, whichever is later, and nothing is
 * ever cancelled: cutting a number off, or crowding the next onto it, changes the sum the child hears.
 * Slots are read from each frame's timestamp against the first frame's, as flash anzan does, so that a
 * late frame delays one number and nothing after it.
 */
export function ListeningSequence({ question, listening, onDone }: ListeningSequenceProps) {
  const { t, i18n } = useTranslation('takeExam');
  const { t: sharedT } = useTranslation('shared');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const terms = useMemo(() => {
    const written = writeQuestion(question);
    return written.layout === 'column' ? written.lines : [];
  }, [question]);
  const [speaks] = useState(canSpeak);
  const [moment, setMoment] = useState<ListeningMoment>({ phase: 'countdown', count: COUNTDOWN_FROM });
  const latest = useRef({ onDone });
  useLayoutEffect(() => {
    latest.current = { onDone };
  });

  useEffect(() => {
    if (!speaks) return;
    const lang = SPEECH_LANGS[language];
    const said = terms.map((term) => spokenTerm(term, language));
    // Each utterance is held until it ends: Chrome drops the events of one it has collected.
    const utterances: SpeechSynthesisUtterance[] = [];
    let start: number | null = null;
    let next = 0;
    let speaking = false;
    let spokeAt = 0;
    let over = false;
    let count = COUNTDOWN_FROM;
    const finish = () => {
      if (over) return;
      over = true;
      latest.current.onDone();
    };
    const numberSaid = (index: number) => {
      if (!speaking || index !== next - 1) return;
      speaking = false;
      if (index === said.length - 1) finish();
    };
    let frame = requestAnimationFrame(function draw(now) {
      start ??= now;
      const elapsed = now - start;
      if (elapsed < COUNTDOWN_MS) {
        const showing = COUNTDOWN_FROM - Math.floor(elapsed / COUNTDOWN_STEP_MS);
        if (showing !== count) {
          count = showing;
          setMoment({ phase: 'countdown', count });
        }
      } else if (speaking && elapsed - spokeAt >= STALLED_VOICE_MS) {
        numberSaid(next - 1);
      } else if (
        !speaking &&
        next < said.length &&
        elapsed >= numberDueAt(next, listening.numbersPerMinute)
      ) {
        const index = next;
        next += 1;
        speaking = true;
        spokeAt = elapsed;
        const utterance = new SpeechSynthesisUtterance(said[index]);
        utterance.lang = lang;
        const voice = voiceFor(lang, window.speechSynthesis.getVoices());
        if (voice) utterance.voice = voice;
        // A voice that fails ends the number as surely as one that has said it: the next may start.
        utterance.onend = utterance.onerror = () => numberSaid(index);
        utterances.push(utterance);
        setMoment({ phase: 'number', index });
        window.speechSynthesis.speak(utterance);
      }
      if (!over) frame = requestAnimationFrame(draw);
    });
    return () => {
      cancelAnimationFrame(frame);
      // Left while the numbers were being read: they were heard once, and are not read again.
      if (next > 0) finish();
      over = true;
    };
  }, [speaks, language, terms, listening.numbersPerMinute]);

  if (!speaks) {
    return (
      <div className="flash-sequence listening-sequence" role="alert">
        <p className="listening-cannot">{t('listening.cannotSpeak')}</p>
      </div>
    );
  }
  const counting = moment.phase === 'countdown';
  return (
    <div className="flash-sequence listening-sequence" role="status" aria-live="polite">
      <p className="flash-count">
        {counting
          ? sharedT('flash.getReady')
          : sharedT('flash.numberOf', { number: moment.index + 1, total: terms.length })}
      </p>
      {counting ? (
        <p className="flash-term flash-countdown">{moment.count}</p>
      ) : (
        <p className="listening-listen">
          <SoundOutlined aria-hidden className="listening-icon" />
          {t('listening.listen')}
        </p>
      )}
      <p className="listening-once">{t('listening.once')}</p>
    </div>
  );
}
