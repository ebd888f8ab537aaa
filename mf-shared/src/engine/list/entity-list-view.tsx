import Add from '@mui/icons-material/Add';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Download from '@mui/icons-material/Download';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { columnsForLocale, listedValue, orderOptions, pageTitleKey, type PageDecl } from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton, StatusScreen } from '../../area/status-screens';
import { CompactField } from '../../ui/compact-field';
import { fieldOf, useFieldLabel } from '../engine-context';
import { preloadDetail } from '../detail/lazy-detail';
import { ListCell } from './list-cells';
import { ListSearchBar } from './list-search-bar';
import { columnSort } from './list-state';
import { useEntityList, type EntityListModel } from './use-entity-list';
import { rowKey, useListOpen, useListPicks } from './use-list-open';
import { useListExport } from './use-list-export';
import { reasonStatus } from '../viewer';
import { useRoleShort } from '../role-note';

function Pager({ model }: { model: EntityListModel }) {
  const { t } = useTranslation('engine');
  const { buttons, state, setPage } = model;
  const nav = (testId: string, label: string, target: number | null, icon: ReactNode) => (
    <IconButton
      size="small"
      aria-label={label}
      data-testid={testId}
      disabled={target === null}
      onClick={() => target !== null && setPage(target)}
    >
      {icon}
    </IconButton>
  );
  // On a phone the page numbers come first, on a line of their own above the arrows: nine buttons did not fit
  // in 390 px, and the last arrow wrapped alone onto a second line.
  const numbers = (
    <Stack
      direction="row"
      spacing={0.5}
      sx={model.mobile ? { flexBasis: '100%', justifyContent: 'center' } : undefined}
    >
      {buttons.pages.map((p) => (
        <Button
          key={p}
          size="small"
          sx={{ minWidth: 36 }}
          variant={p === state.page ? 'contained' : 'text'}
          aria-current={p === state.page ? 'page' : undefined}
          aria-label={t('list.page_n', { page: p })}
          data-testid={`page-btn-${p}`}
          onClick={() => setPage(p)}
        >
          {p}
        </Button>
      ))}
    </Stack>
  );
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
      component="nav"
      aria-label={t('list.pager')}
      data-testid="list-pager"
    >
      {model.mobile && numbers}
      {nav('page-first', t('list.first'), buttons.first, <FirstPage />)}
      {nav('page-prev', t('list.prev'), buttons.prev, <NavigateBefore />)}
      {!model.mobile && numbers}
      {nav('page-next', t('list.next'), buttons.next, <NavigateNext />)}
      {nav('page-last', t('list.last'), buttons.last, <LastPage />)}
    </Stack>
  );
}

/**
 * Edge shadows of a sideways-scrolling table (the "local" covers slide with the content and uncover
 * the fixed shadows only where there is more to see). Only on phones' widths, where it can overflow.
 */
const scrollShadows = (theme: Theme) => {
  const bg = theme.palette.background.paper;
  const shade = alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.5 : 0.18);
  return {
    '@media (max-width: 767px)': {
      background: `linear-gradient(to right, ${bg} 30%, ${alpha(bg, 0)}), linear-gradient(to left, ${bg} 30%, ${alpha(bg, 0)}) 100% 0, radial-gradient(farthest-side at 0 50%, ${shade}, transparent), radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) 100% 0`,
      backgroundRepeat: 'no-repeat',
      backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
      backgroundAttachment: 'local, local, scroll, scroll',
      overscrollBehaviorX: 'contain',
    },
  };
};

/** The MUI view of a generic list (000 §2, 001 §2); the logic is in useEntityList, useListOpen, useListPicks and useListExport. */
export function EntityListView({ page, ns, basePath }: { page: PageDecl; ns: string; basePath: string }) {
  const model = useEntityList(page);
  const { t, i18n } = useTranslation(ns);
  const te = useTranslation('engine').t;
  const label = useFieldLabel(page, ns);
  const { rights, list, rows, state, mobile, pagination } = model;
  const columns = columnsForLocale(page, i18n.language === 'en' ? 'en' : 'kr').filter(
    (c) => !(mobile && c.mobileHidden),
  );
  const container = useRef<HTMLDivElement>(null);
  const { open, write } = useListOpen(page, basePath, model.listQuery, container, rows);
  const { compare, picked, toggle: togglePick, openCompare } = useListPicks(page, basePath);
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
          <Stack direction="row" spacing={1}>
            {compare && rights.listview && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<CompareArrows />}
                onClick={openCompare}
                disabled={picked.length < compare.min || picked.length > compare.max}
                title={te('list.compare_hint')}
                data-testid="list-compare"
              >
                {te('list.compare', { count: picked.length })}
              </Button>
            )}
            {rights.listview && (
              <Button
                size="small"
                startIcon={<Download />}
                onClick={() => void exportCsv()}
                disabled={exporting || rows.length === 0}
                data-testid="list-export"
              >
                {te('list.export_csv')}
              </Button>
            )}
            {model.canWrite && (
              <Button
                size="small"
                variant="contained"
                startIcon={<Add />}
                onClick={write}
                onPointerEnter={preloadDetail}
                onFocus={preloadDetail}
                data-testid="list-write"
              >
                {te('list.write')}
              </Button>
            )}
          </Stack>
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
            {/* Wrapped with a flex gap, not Stack's spacing, whose margin indented the wrapped select (phone review). */}
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <CompactField
                select
                label={te('list.order')}
                value={state.orderType}
                onChange={model.setOrder}
                inputProps={{ 'data-testid': 'list-order' }}
              >
                {orderOptions(page).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.value === 'rgst_desc' || o.value === 'rgst_asc'
                      ? te(`order.${o.value}`)
                      : te(`order.${o.dir}`, { field: label(o.field) })}
                  </option>
                ))}
              </CompactField>
              <CompactField
                select
                label={te('list.size')}
                // Wide enough for its label ("Rows per page" was cut to "Rows per p…" at 390 px).
                minWidth={140}
                value={String(state.list_count)}
                onChange={(v) => model.setSize(Number(v))}
                inputProps={{ 'data-testid': 'list-size' }}
              >
                {model.sizes.map((n) => (
                  <option key={n} value={n}>
                    {te('list.size_n', { count: n })}
                  </option>
                ))}
              </CompactField>
              {pagination && (
                <Typography variant="body2" color="text.secondary" data-testid="list-total">
                  {te('list.total', { count: pagination.total_count })}
                </Typography>
              )}
            </Stack>
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
                    <Button
                      variant="contained"
                      startIcon={<Add />}
                      onClick={write}
                      onPointerEnter={preloadDetail}
                      onFocus={preloadDetail}
                      data-testid="list-empty-create"
                    >
                      {te('list.empty_create')}
                    </Button>
                  )}
                </Box>
              )
            ) : (
              // Opening a record needs the form's code (a lazy chunk): it starts loading on approach.
              // A table wider than a phone scrolls sideways inside its card, never the page; shadows at
              // the edges show there is more ("In st…" read as cut off), and on a phone the region
              // takes the keyboard's arrows (docs/ENGINE.md "Phone lists").
              <TableContainer
                onPointerEnter={preloadDetail}
                onFocus={preloadDetail}
                // Only a phone's table overflows: elsewhere the rows stay the first stop after the bar.
                tabIndex={mobile ? 0 : undefined}
                role={mobile ? 'region' : undefined}
                aria-label={mobile ? t(pageTitleKey(page)) : undefined}
                data-testid="list-scroll"
                sx={scrollShadows}
              >
                <Table size="small" data-testid="list-table" aria-busy={list.isFetching} data-query={list.data?.query}>
                  <TableHead>
                    <TableRow>
                      {compare && <TableCell padding="checkbox" aria-label={te('list.compare_pick')} />}
                      {columns.map((c) => {
                        const sort = columnSort(page, c.field, state.orderType);
                        return (
                          <TableCell
                            key={c.field}
                            data-testid={`col-${c.field}`}
                            sortDirection={sort.active ? sort.dir : false}
                          >
                            {sort.sortable ? (
                              <TableSortLabel
                                active={sort.active}
                                direction={sort.dir}
                                onClick={() => sort.next && model.setOrder(sort.next)}
                                data-testid={`sort-${c.field}`}
                              >
                                {label(c.field)}
                              </TableSortLabel>
                            ) : (
                              label(c.field)
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow
                        key={rowKey(page, row)}
                        data-row-key={rowKey(page, row)}
                        hover
                        tabIndex={0}
                        data-testid="list-row"
                        sx={{ cursor: 'pointer' }}
                        onClick={() => open(row)}
                        onKeyDown={(e) => e.key === 'Enter' && open(row)}
                      >
                        {compare && (
                          <TableCell
                            padding="checkbox"
                            onClick={(e) => e.stopPropagation()}
                            onKeyDown={(e) => e.stopPropagation()}
                          >
                            {/* A native box: MUI's Checkbox is a form-only part that a list must not load (lazy-detail.spec.ts). */}
                            <Box
                              component="input"
                              type="checkbox"
                              checked={picked.includes(rowKey(page, row))}
                              disabled={!picked.includes(rowKey(page, row)) && picked.length >= compare.max}
                              onChange={() => togglePick(rowKey(page, row))}
                              aria-label={te('list.compare_pick')}
                              data-testid="list-pick"
                              sx={{
                                width: 18,
                                height: 18,
                                m: 1,
                                accentColor: (t: Theme) => t.palette.primary.main,
                                cursor: 'pointer',
                              }}
                            />
                          </TableCell>
                        )}
                        {columns.map((c) => (
                          <TableCell key={c.field}>
                            <ListCell
                              page={page}
                              ns={ns}
                              column={c}
                              field={fieldOf(page, c.field)}
                              value={listedValue(page, columns, row, c.field)}
                              mobile={mobile}
                            />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            <Pager model={model} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
