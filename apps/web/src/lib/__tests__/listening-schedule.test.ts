import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MS } from '../flash-schedule';
import { listeningSlotMs, numberDueAt, voiceFor } from '../listening-schedule';

describe('the pace of listening sums', () => {
  it('gives each number its slot of a minute, after the countdown', () => {
    expect(listeningSlotMs(60)).toBe(1000);
    expect(listeningSlotMs(120)).toBe(500);
    expect(listeningSlotMs(10)).toBe(6000);
    expect(numberDueAt(0, 30)).toBe(COUNTDOWN_MS);
    expect(numberDueAt(4, 30)).toBe(COUNTDOWN_MS + 8000);
  });
});

describe('the voice that reads', () => {
  const voices = [
    { name: 'UK', lang: 'en-GB' },
    { name: 'India', lang: 'en_IN' },
    { name: 'Hindi', lang: 'hi-IN' },
  ];

  it('is one of the language and region, else of the language, else none', () => {
    expect(voiceFor('en-IN', voices)?.name).toBe('India');
    expect(voiceFor('hi-IN', voices)?.name).toBe('Hindi');
    expect(voiceFor('en-US', voices)?.name).toBe('UK');
    expect(voiceFor('hi-IN', voices.slice(0, 2))).toBeNull();
    expect(voiceFor('en-IN', [])).toBeNull();
  });
});
