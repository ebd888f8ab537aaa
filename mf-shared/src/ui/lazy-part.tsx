import { Suspense, type ReactNode } from 'react';
import { LoadingSkeleton } from '../area/status-screens';
import { LoadFailed } from './lazy-with-retry';

/**
 * A lazily loaded part as a page draws it: a skeleton while its code arrives, a notice with a retry
 * if it does not (a `lazyWithRetry` component inside). The rest of the page keeps working.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <LoadFailed>
      <Suspense fallback={<LoadingSkeleton lines={6} />}>{children}</Suspense>
    </LoadFailed>
  );
}
