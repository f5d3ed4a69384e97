// Translation for a page whose strings are a namespace of their own (see PAGE_NAMESPACES): looks in
// the shared strings first, then in the page's, and suspends until both are loaded, also after a
// change of language. The router starts loading the namespace with the page's code.
import { useTranslation } from 'react-i18next';
import type { PageNamespace } from './i18n';

export function usePageTranslation<N extends PageNamespace>(namespace: N) {
  // nsMode 'fallback': t looks a key up in each namespace in turn (by default only in the first).
  return useTranslation(['translation', namespace] as const, { nsMode: 'fallback' });
}
