import { SoundOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n/languages';
import { voiceFor } from '@/lib/listening-schedule';
import { SPEECH_LANGS, spokenTerm } from '@abacus/contract';

/** The number the sound check says: two digits, as a listening sum's numbers are at the least. */
const SAMPLE = { sign: '', number: '27' } as const;

/**
 * "Press to hear a number", before a listening exam starts: the child hears the voice that will read the
 * sums, in their language, and turns the sound up before the one try begins. A voice that fails says so.
 */
export function SoundCheck({ onSilent }: { onSilent: () => void }) {
  const { t, i18n } = useTranslation('takeExam');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [heard, setHeard] = useState(false);
  const [utterance, setUtterance] = useState<SpeechSynthesisUtterance | null>(null);
  const hear = () => {
    const said = new SpeechSynthesisUtterance(spokenTerm(SAMPLE, language));
    said.lang = SPEECH_LANGS[language];
    const voice = voiceFor(said.lang, window.speechSynthesis.getVoices());
    if (voice) said.voice = voice;
    said.onend = () => setHeard(true);
    said.onerror = onSilent;
    // Held until it ends: Chrome drops the events of an utterance it has collected.
    setUtterance(said);
    window.speechSynthesis.speak(said);
  };
  return (
    <div className="ready-sound-check">
      <Button
        size="large"
        icon={<SoundOutlined aria-hidden />}
        onClick={hear}
        disabled={utterance !== null && !heard}
      >
        {t('listening.hearANumber')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {heard
          ? t('listening.heardIt', { number: spokenTerm(SAMPLE, language) })
          : t('listening.turnSoundUp')}
      </Typography.Paragraph>
    </div>
  );
}
