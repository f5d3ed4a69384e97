import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { PageSpinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useRealtimeConnection } from '../lib/realtime';
import { meQueryOptions } from '../lib/session';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; network blips and 5xx may.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});

// Every screen starts by asking who is signed in: ask while the first route's code still loads.
void queryClient.prefetchQuery(meQueryOptions);

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
      <Toaster richColors position="top-center" />
    </QueryClientProvider>
  );
}
