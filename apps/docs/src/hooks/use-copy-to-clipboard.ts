import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@/config/layout';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text and reports the outcome for {@link COPY_FEEDBACK_MS}, then returns to idle. */
export function useCopyToClipboard(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = useCallback(async (text: string) => {
    let outcome: CopyState;
    try {
      await navigator.clipboard.writeText(text);
      outcome = 'copied';
    } catch {
      // Denied permission or an insecure context: say so rather than pretend.
      outcome = 'failed';
    }
    setState(outcome);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  }, []);

  return [state, copy];
}
