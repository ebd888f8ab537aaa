import type { Category } from '@beantrail/contracts';
import { LoadingSkeleton, type AreaModule } from '@beantrail/mf-shared/core';
import { useCallback, useEffect, useState } from 'react';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaNeedsNewer, AreaUnavailable } from './area-unavailable';
import { AreaIncompatible, loadArea } from './federation';

type HostState = { status: 'loading' } | { status: 'ready'; mod: AreaModule } | { status: 'failed' } | { status: 'incompatible' };

/** Loads the remote of a category on first visit and renders its routes. */
export function AreaHost({ category }: { category: Category }) {
  const [state, setState] = useState<HostState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading' }));
    loadArea(category, attempt > 0).then(
      (mod) => live && setState({ status: 'ready', mod }),
      (error: unknown) => live && setState({ status: error instanceof AreaIncompatible ? 'incompatible' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [category, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <LoadingSkeleton />;
  if (state.status === 'failed') return <AreaUnavailable onRetry={retry} />;
  if (state.status === 'incompatible') return <AreaNeedsNewer />;
  const { Routes } = state.mod;
  return (
    <AreaErrorBoundary key={attempt} area={state.mod.area} onRetry={retry}>
      <Routes />
    </AreaErrorBoundary>
  );
}
