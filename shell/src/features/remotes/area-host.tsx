import { adsHidden, areaOfCategory, type Category, isDataCategory } from '@beantrail/contracts';
import { LoadingSkeleton, useAuthStore, type AreaModule } from '@beantrail/mf-shared/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaNeedsNewer, AreaUnavailable } from './area-unavailable';
import { adFrame, AreaIncompatible, loadArea } from './federation';

// Only when ads are configured, and then after the page: its own small chunk.
const AdSlot = lazy(() => import('../ads/ad-slot').then((m) => ({ default: m.AdSlot })));

/** 001 §1: below a data page, the advertising slot, unless the reader's type or organisation hides ads. */
function AdsBelow({ category }: { category: Category }) {
  const [frame, setFrame] = useState<string | null>(null);
  const user = useAuthStore((s) => s.user);
  const scope = areaOfCategory(category)?.area;
  const organisation = useAuthStore((s) =>
    scope === 'cafe' || scope === 'roaster' ? s.roles[scope].find((r) => r.auth_seq === s.selected[scope]) : undefined,
  );
  useEffect(() => {
    let live = true;
    adFrame().then(
      (f) => live && setFrame(f),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!frame || !isDataCategory(category) || user === undefined || adsHidden(user, organisation)) return null;
  return (
    <Suspense fallback={null}>
      <AdSlot frame={frame} />
    </Suspense>
  );
}

type HostState =
  { status: 'loading' } | { status: 'ready'; mod: AreaModule } | { status: 'failed' } | { status: 'incompatible' };

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
      <AdsBelow category={category} />
    </AreaErrorBoundary>
  );
}
