import { useEffect, useState } from 'react';
import { canSpeak } from './listening-schedule';

/** How long a browser may take to list its voices: Chrome lists them only once a page has asked. */
const VOICES_WITHIN_MS = 2_000;

/** Whether the browser has a voice to read aloud with: one found, none (or no speech at all), or looking. */
export type VoiceCheck = 'looking' | 'none' | 'found';

const voicesNow = (): VoiceCheck =>
  !canSpeak() ? 'none' : window.speechSynthesis.getVoices().length > 0 ? 'found' : 'looking';

/**
 * Whether this browser can read aloud: a phone with the speech interface but no voice installed plays a
 * listening exam in silence, so no voice listed within a moment is none.
 */
export function useVoiceCheck(): VoiceCheck {
  const [check, setCheck] = useState(voicesNow);
  useEffect(() => {
    if (check !== 'looking') return;
    const synthesis = window.speechSynthesis;
    const listed = () => {
      if (synthesis.getVoices().length > 0) setCheck('found');
    };
    synthesis.addEventListener('voiceschanged', listed);
    const timer = setTimeout(() => setCheck((now) => (now === 'looking' ? 'none' : now)), VOICES_WITHIN_MS);
    return () => {
      synthesis.removeEventListener('voiceschanged', listed);
      clearTimeout(timer);
    };
  }, [check]);
  return check;
}
