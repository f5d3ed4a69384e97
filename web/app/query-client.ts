import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { meQueryOptions } from '../lib/session';

/** The tab's one query cache: the providers give it to React; the router fills it ahead of pages. */
export const queryClient = new QueryClient({
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
