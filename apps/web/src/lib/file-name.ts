/** A file name from a title or a name: `Level 2 – Friday test!` → `level-2-friday-test`. */
export function fileNameOf(title: string, fallback = 'file'): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
