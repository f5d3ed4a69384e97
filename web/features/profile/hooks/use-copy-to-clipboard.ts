import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the copy icon shows a checkmark. */
export const COPIED_INDICATOR_MS = 2_000;

/** Copies text; `copied` is true for 2 s after a success. Resolves to whether the copy worked. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return true;
  }, []);

  return { copied, copy };
}
