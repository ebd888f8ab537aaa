import { isApiCallError } from '@beantrail/mf-shared/core';
import { QueryClient } from '@tanstack/react-query';

/** One query client for the page; remotes use it through the shared react-query singleton. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A 4xx answer will not change by asking again; network and 5xx failures get one retry.
      retry: (count, error) => count < 1 && !(isApiCallError(error) && /^4/.test(error.status)),
    },
  },
});
