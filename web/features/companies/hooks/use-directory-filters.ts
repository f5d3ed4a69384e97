import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The search box waits this long after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Reads the URL as it is now (a closure's search params may be a render behind). */
function currentParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * The directory's filters, kept in the URL (`?q=` and `?category=`) so they survive reload and
 * back navigation. The search box has its own state for instant typing; the URL (and so the
 * request) follows it after a short debounce.
 */
export function useDirectoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const category = searchParams.get('category')?.trim() ?? '';

  const [input, setInput] = useState(query);
  // The last query this hook wrote to the URL, and the URL query seen on the previous render:
  // when the URL changes to something we did not write (a nav link, "clear"), the box follows it.
  const [written, setWritten] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query !== written) {
      setWritten(query);
      setInput(query);
    }
  }

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const writeParams = useCallback(
    (changes: Record<string, string>) => {
      const next = currentParams();
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const changeInput = useCallback(
    (value: string) => {
      setInput(value);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const q = value.trim();
        setWritten(q);
        writeParams({ q });
      }, SEARCH_DEBOUNCE_MS);
    },
    [writeParams],
  );

  const selectCategory = useCallback((next: string) => writeParams({ category: next }), [writeParams]);

  const clearFilters = useCallback(() => {
    window.clearTimeout(timer.current);
    setInput('');
    setWritten('');
    writeParams({ q: '', category: '' });
  }, [writeParams]);

  return { input, query, category, changeInput, selectCategory, clearFilters };
}
