/**
 * A part of a file name from a title or a name, in its own script, alike in the API's downloads and the
 * app's: `Level 2 – Friday test!` → `level-2-friday-test`, `अनिका शाह` → `अनिका-शाह`, `Zoë` → `zoë`.
 * Letters keep their marks (a Devanagari vowel sign is half the letter); anything else, a file system's
 * `/` or `:` included, becomes one `-`.
 */
export function fileNameOf(title: string, fallback = 'file'): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
