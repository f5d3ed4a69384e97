import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Toasts } from './toasts';
import { PageSpinner } from '../components/ui/spinner';
import { useRealtimeConnection } from '../lib/realtime';
import { queryClient } from './query-client';

/** The tab's realtime socket, writing pushed prices, books, trades and fills into the query cache. */
function RealtimeConnection() {
  useRealtimeConnection();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeConnection />
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <Toasts />
    </QueryClientProvider>
  );
}
