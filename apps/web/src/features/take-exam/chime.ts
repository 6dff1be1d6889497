/** What some browsers (Safari 16.4+) offer to say how a page's sound mixes with the device's. */
interface NavigatorWithAudioSession extends Navigator {
  audioSession?: { type: string };
}

/** Two soft notes, a fifth apart: noticed, never startling. */
const NOTES = [
  { frequency: 660, at: 0 },
  { frequency: 990, at: 0.22 },
];
const LOUDNESS = 0.12;
const NOTE_SECONDS = 0.35;

/**
 * A short, gentle chime, made by the Web Audio API (no sound file to download). As "ambient" sound, it
 * stays silent where the device is muted; where the browser has no audio, or refuses to play, nothing
 * happens and nothing fails: the chime only adds to what the screen says.
 */
export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    const session = (navigator as NavigatorWithAudioSession).audioSession;
    if (session) session.type = 'ambient';
    const audio = new AudioContext();
    const start = audio.currentTime + 0.02;
    let last: OscillatorNode | null = null;
    for (const { frequency, at } of NOTES) {
      const tone = audio.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      const volume = audio.createGain();
      volume.gain.setValueAtTime(0.0001, start + at);
      volume.gain.exponentialRampToValueAtTime(LOUDNESS, start + at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + at + NOTE_SECONDS);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + at);
      tone.stop(start + at + NOTE_SECONDS);
      last = tone;
    }
    if (last) last.onended = () => void audio.close().catch(() => undefined);
    void audio.resume().catch(() => undefined);
  } catch {
    // No audio device, or too many audio contexts: the warning on screen is enough.
  }
}
