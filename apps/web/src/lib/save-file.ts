/** Long enough for the browser to have taken the file; the memory is freed after it. */
const KEEP_FILE_URL_MS = 60_000;

/** Hands a fetched file to the browser as a download named `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_FILE_URL_MS);
}
