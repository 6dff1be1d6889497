/** A click short enough for numbers 100 ms apart: 15 ms of a high tone that dies away at once. */
const CLICK_SECONDS = 0.015;
const CLICK_FREQUENCY = 1800;
const LOUDNESS = 0.2;

export interface Ticker {
  /** One click, now. */
  tick(): void;
  close(): void;
}

/**
 * A click for each flashed number, made by the Web Audio API (no sound file to download). One audio
 * context for the whole exam: a context per click would start late and run out. Where the browser has no
 * audio, or refuses to play, the numbers flash in silence.
 */
export function createTicker(): Ticker | null {
  if (typeof AudioContext === 'undefined') return null;
  let audio: AudioContext;
  try {
    audio = new AudioContext();
  } catch {
    return null;
  }
  return {
    tick() {
      void audio.resume().catch(() => undefined);
      const start = audio.currentTime;
      const tone = audio.createOscillator();
      tone.type = 'square';
      tone.frequency.value = CLICK_FREQUENCY;
      const volume = audio.createGain();
      volume.gain.setValueAtTime(LOUDNESS, start);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + CLICK_SECONDS);
      tone.connect(volume).connect(audio.destination);
      tone.start(start);
      tone.stop(start + CLICK_SECONDS);
    },
    close() {
      void audio.close().catch(() => undefined);
    },
  };
}
