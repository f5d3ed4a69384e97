import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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

/** `client`: the tab's cache unless the server prerenders a page with one of its own. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <RealtimeConnection />
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <Toasts />
    </QueryClientProvider>
  );
}
