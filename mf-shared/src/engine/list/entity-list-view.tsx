import { columnsForLocale, pageTitleKey, type PageDecl } from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton, StatusScreen } from '../../area/status-screens';
import { ListActions, ListWriteButton } from './list-actions';
import { ListOrderBar } from './list-order-bar';
import { ListPager } from './list-pager';
import { ListSearchBar } from './list-search-bar';
import { ListTable } from './list-table';
import { useEntityList } from './use-entity-list';
import { useListOpen, useListPicks } from './use-list-open';
import { useListExport } from './use-list-export';
import { reasonStatus } from '../viewer';
import { useRoleShort } from '../role-note';

/**
 * The MUI view of a generic list (000 §2, 001 §2): the title and its buttons (list-actions.tsx), the
 * search, the order bar, the rows (list-table.tsx) and the pager; the logic is in useEntityList,
 * useListOpen, useListPicks and useListExport.
 */
export function EntityListView({ page, ns, basePath }: { page: PageDecl; ns: string; basePath: string }) {
  const model = useEntityList(page);
  const { t, i18n } = useTranslation(ns);
  const te = useTranslation('engine').t;
  const { rights, list, rows, state, mobile } = model;
  const columns = columnsForLocale(page, i18n.language === 'en' ? 'en' : 'kr').filter(
    (c) => !(mobile && c.mobileHidden),
  );
  const container = useRef<HTMLDivElement>(null);
  const { open, write } = useListOpen(page, basePath, model.listQuery, container, rows);
  const picks = useListPicks(page, basePath);
  const { exporting, exportCsv } = useListExport(page, ns, state);
  const searching = !!(state.searchTitle || state.searchType || state.search.some(Boolean));
  const roleShort = useRoleShort(page);

  if (!rights.view && !rights.listview)
    return <StatusScreen status={reasonStatus(rights.viewReason)} note={roleShort('listview')} />;

  return (
    <Paper ref={container} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`entity-list-${page.id}`}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h2" data-testid="entity-title">
            {t(pageTitleKey(page))}
          </Typography>
          <ListActions
            picks={picks}
            listview={rights.listview}
            canWrite={model.canWrite}
            exporting={exporting}
            empty={rows.length === 0}
            onExport={() => void exportCsv()}
            onWrite={write}
          />
        </Stack>
        {!rights.listview ? (
          <Alert severity="info" data-testid="list-no-permission">
            {te('list.no_listview')} {roleShort('listview')}
          </Alert>
        ) : (
          <>
            <ListSearchBar
              page={page}
              ns={ns}
              state={state}
              onSearch={model.search}
              onReload={() => void model.reload()}
              mobile={mobile}
            />
            <ListOrderBar page={page} ns={ns} model={model} />
            {list.isLoading ? (
              <LoadingSkeleton lines={Math.min(state.list_count, 8)} />
            ) : list.isError ? (
              <Alert severity="error" data-testid="list-error">
                {t('message:error_text')}
              </Alert>
            ) : rows.length === 0 ? (
              searching || state.page > 1 ? (
                <Alert
                  severity="info"
                  data-testid="list-no-data"
                  aria-busy={list.isFetching}
                  data-query={list.data?.query}
                >
                  {t('message:nodata_text')}
                </Alert>
              ) : (
                <Box
                  data-testid="list-empty"
                  aria-busy={list.isFetching}
                  data-query={list.data?.query}
                  sx={{ textAlign: 'center', py: 4 }}
                >
                  <Typography sx={{ mb: 2 }}>{te('list.empty')}</Typography>
                  {model.canWrite && (
                    <ListWriteButton testId="list-empty-create" text={te('list.empty_create')} onClick={write} />
                  )}
                </Box>
              )
            ) : (
              <ListTable model={model} ns={ns} columns={columns} picks={picks} open={open} />
            )}
            <ListPager model={model} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
