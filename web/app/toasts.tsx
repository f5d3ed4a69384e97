import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterStore, wantToaster } from '../lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * The page's toaster: mounted on the first toast, or when the browser is first idle after the
 * load, so the first toast does not wait for its code to download.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  useEffect(() => {
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(wantToaster, { timeout: 5_000 })
        : setTimeout(wantToaster, 2_000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => window.removeEventListener('load', whenIdle);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
