/**
 * Puts `text` on the clipboard. The Clipboard API exists only on secure pages (https, localhost): on a
 * school server reached by its plain http address, the browser's copy command is asked instead, with
 * the text handed to its copy event.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    let copied = false;
    const onCopy = (event: ClipboardEvent) => {
      event.preventDefault();
      event.clipboardData?.setData('text/plain', text);
      copied = true;
    };
    document.addEventListener('copy', onCopy, { capture: true });
    try {
      document.execCommand('copy');
    } finally {
      document.removeEventListener('copy', onCopy, { capture: true });
    }
    return copied;
  }
}
