import type { PageDecl } from '@beantrail/contracts';
import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import { useLocalePath } from '../area/locale-path';
import { EntityDetailView } from './lazy-detail';
import { EntityListView } from './entity-list-view';
import { useEngineNotice } from './notice-store';

/** The engine's save/remove notices (mounted by EntityPage; pages that mount EntityDetailView themselves add it). */
export function NoticeBar() {
  const { t, i18n } = useTranslation();
  const { notice, close } = useEngineNotice();
  const text = notice ? (i18n.exists(`message:${notice.key}`) ? t(`message:${notice.key}`) : notice.key) : '';
  return (
    <Snackbar key={notice?.id} open={!!notice} autoHideDuration={4000} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity={notice?.severity ?? 'info'} onClose={close} variant="filled" data-testid="engine-notice" data-key={notice?.key}>
        {text}
      </Alert>
    </Snackbar>
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
  return (
    <>
      <Routes>
        {listed && <Route index element={<EntityListView page={page} ns={ns} basePath={basePath} />} />}
        <Route path=":id" element={<DetailRoute page={page} ns={ns} basePath={basePath} />} />
        {!listed && <Route index element={<DetailRoute page={page} ns={ns} basePath={basePath} />} />}
      </Routes>
      <NoticeBar />
    </>
  );
}
