import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Opens a page at its top when a link brought the reader here ("Next lesson" is at the bottom of
 * the last one); going back (POP) leaves the browser's own scroll position alone.
 */
export function useScrollTop() {
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation === 'PUSH') window.scrollTo({ top: 0 });
  }, [navigation]);
}
