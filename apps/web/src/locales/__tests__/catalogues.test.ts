import { describe, expect, it } from 'vitest';
import * as en from '../en';
import { hi } from '../hi';
import { LATIN_KEPT_IN_HINDI } from '../latin-in-hindi';

/** Every text of a catalogue by its full key (`namespace.key.subkey`). */
function textsOf(catalogue: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of textsOf(value as object, path)) texts.set(inner, text);
  }
  return texts;
}

/** What a translation must carry over unchanged: `{{count}}` placeholders and `<link>` tags. */
const carriedOver = (text: string) =>
  [...text.matchAll(/{{\s*[\w.]+\s*}}|<\/?\w+\s*\/?>/g)].map(([token]) => token).sort();

const english = textsOf(en);
const hindi = textsOf(hi);

describe('the catalogues', () => {
  it('translate every English text into Hindi, and nothing else', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('Hindi %s keeps the placeholders and tags of the English', (key) => {
    expect(carriedOver(hindi.get(key) ?? '')).toEqual(carriedOver(english.get(key) ?? ''));
  });

  it('write Hindi in Hindi: no English word is left in a Hindi text', () => {
    const untranslated = [...hindi]
      .map(([key, text]) => {
        const words = text.replace(/{{[^}]*}}|<\/?\w+\s*\/?>/g, ' ').match(/[A-Za-z]+/g) ?? [];
        return { key, left: words.filter((word) => !LATIN_KEPT_IN_HINDI.has(word)) };
      })
      .filter(({ left }) => left.length > 0);
    expect(untranslated).toEqual([]);
  });

  // "Press “Join my class”": a text that names a button or link in quotes names it as it is written.
  it.each([
    ['English', english],
    ['Hindi', hindi],
  ])('in %s, quote each button and link as its own text says it', (_language, texts) => {
    // A link is often a tag's words within a sentence: `New here? <join>Join your class with a code</join>`.
    const written = new Set(
      [...texts.values()].flatMap((text) => [
        text,
        ...[...text.matchAll(/<(\w+)>([^<]+)<\/\1>/g)].map(([, , inner]) => inner!),
      ]),
    );
    const misquoted = [...texts].flatMap(([key, text]) =>
      [...text.matchAll(/“([^”{}]+)”/g)]
        .map(([, quoted]) => quoted!)
        .filter((quoted) => !written.has(quoted))
        .map((quoted) => `${key}: “${quoted}”`),
    );
    expect(misquoted).toEqual([]);
  });
});
