import type { PageDecl } from '@beantrail/contracts';
import { Suspense, useRef } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useLocalePath } from '../area/locale-path';
import { EntityDetailView } from './detail/lazy-detail';
import { EntityListView } from './list/entity-list-view';
import { useEngineNotice } from './notice-store';
import { ListFocusProvider } from './list/use-list-open';
import { LoadFailed, lazyWithRetry } from '../ui/lazy-with-retry';

// MUI's Snackbar and its transitions load with the first notice, not with the list.
const Snackbar = lazyWithRetry(() =>
  import(/* webpackChunkName: "engine-notice" */ './notice-snackbar').then((m) => m.NoticeSnackbar),
);

/** The engine's save/remove notices (mounted by EntityPage; pages that mount EntityDetailView themselves add it). */
export function NoticeBar() {
  const shown = useEngineNotice((s) => s.notice !== null);
  const once = useRef(false);
  if (shown) once.current = true;
  if (!once.current) return null;
  return (
    <LoadFailed>
      <Suspense fallback={null}>
        <Snackbar />
      </Suspense>
    </LoadFailed>
  );
}

function DetailRoute({ page, ns, basePath }: { page: PageDecl; ns: string; basePath: string }) {
  const { id } = useParams();
  return <EntityDetailView key={id} page={page} ns={ns} basePath={basePath} idSegment={id} />;
}

/**
 * A whole generic page from one declaration (GUIDE §1): the list at `path`, the detail at
 * `path/<id>` (`write` for a new record, `item?k=..` for composite keys). Mount it under a
 * splat route: `<Route path="map/country/*" element={<EntityPage page={countryPage} ns="admin" path="/setting/map/country" />} />`.
 */
export function EntityPage({ page, ns, path }: { page: PageDecl; ns: string; path: string }) {
  const lp = useLocalePath();
  const basePath = lp(path);
  const listed = !page.profile && !page.readOnly;
  // The list remembers which row it opened across the detail shown in its place (useListOpen).
  return (
    <ListFocusProvider>
      <Routes>
        {listed && <Route index element={<EntityListView page={page} ns={ns} basePath={basePath} />} />}
        <Route path=":id" element={<DetailRoute page={page} ns={ns} basePath={basePath} />} />
        {!listed && <Route index element={<DetailRoute page={page} ns={ns} basePath={basePath} />} />}
      </Routes>
      <NoticeBar />
    </ListFocusProvider>
  );
}
