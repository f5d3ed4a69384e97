import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { toasterStore, wantToaster } from '../lib/toast';

// Its code failing to load (the connection dropped after the page came) must not take the page
// down with it: no toaster then, and the toasts wait (nothing above this catches a lazy failure).
const SonnerToaster = lazy<ComponentType>(() =>
  import('./sonner-toaster').catch((err: unknown) => {
    console.error('toaster failed to load', err);
    return { default: () => null };
  }),
);

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
