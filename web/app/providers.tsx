import { QueryClientProvider, useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { HydrationGate } from './hydration-gate';
import { Toasts } from './toasts';
import { PageSpinner } from '../components/ui/spinner';
import { useRealtimeConnection } from '../lib/realtime';
import { queryClient } from './query-client';

/** The tab's realtime socket, writing pushed prices, books, trades and fills into the query cache. */
function RealtimeConnection() {
  useRealtimeConnection();
  return null;
}

/**
 * Marks the page live once the app has committed its first render (hydrated a prerendered page or
 * drawn its own): before that, a prerendered page's buttons do nothing yet. A prerendered page
 * hydrates after this frame around it, and has once it lets the queries go (hydration-gate.ts).
 */
function AppReady() {
  const hydrating = useIsRestoring();
  useEffect(() => {
    if (!hydrating) document.documentElement.dataset.appReady = '';
  }, [hydrating]);
  return null;
}

/** `client`: the tab's cache unless the server prerenders a page with one of its own. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <HydrationGate>
        <RealtimeConnection />
        <AppReady />
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        <Toasts />
      </HydrationGate>
    </QueryClientProvider>
  );
}
