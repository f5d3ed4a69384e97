import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address's #hash names and gives it focus, so a screen reader reads it
 * too: the router changes the address without scrolling. The page calls this once its list is in
 * the document (its strings loaded), and again for each new visit to an address.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const element = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [hash, key]);
}
