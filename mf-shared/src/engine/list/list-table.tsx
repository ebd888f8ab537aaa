import { listedValue, pageTitleKey, type ColumnDecl, type PageDecl, type RecordValues } from '@beantrail/contracts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { fieldOf, useFieldLabel } from '../engine-context';
import { preloadDetail } from '../detail/lazy-detail';
import { ListCell } from './list-cells';
import { columnSort } from './list-state';
import type { EntityListModel } from './use-entity-list';
import { rowKey, type ListPicks } from './use-list-open';

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

/** The head of a list's table: a column per declared column, sortable where the declaration orders by it. */
function ListHead({ model, ns, columns, picks }: ListTableProps) {
  const te = useTranslation('engine').t;
  const { page, state } = model;
  const label = useFieldLabel(page, ns);
  return (
    <TableHead>
      <TableRow>
        {picks.compare && <TableCell padding="checkbox" aria-label={te('list.compare_pick')} />}
        {columns.map((c) => {
          const sort = columnSort(page, c.field, state.orderType);
          return (
            <TableCell key={c.field} data-testid={`col-${c.field}`} sortDirection={sort.active ? sort.dir : false}>
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
  );
}

/** The tick that picks a row to compare. */
function PickCell({ page, row, picks }: { page: PageDecl; row: RecordValues; picks: ListPicks }) {
  const te = useTranslation('engine').t;
  const { picked, compare } = picks;
  const key = rowKey(page, row);
  return (
    <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      {/* A native box: MUI's Checkbox is a form-only part that a list must not load (lazy-detail.spec.ts). */}
      <Box
        component="input"
        type="checkbox"
        checked={picked.includes(key)}
        disabled={!picked.includes(key) && !!compare && picked.length >= compare.max}
        onChange={() => picks.toggle(key)}
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
  );
}

interface ListTableProps {
  model: EntityListModel;
  ns: string;
  columns: readonly ColumnDecl[];
  picks: ListPicks;
  open: (row: RecordValues) => void;
}

/**
 * A list's rows. Opening a record needs the form's code (a lazy chunk): it starts loading on approach.
 * A table wider than a phone scrolls sideways inside its card, never the page; shadows at the edges
 * show there is more ("In st…" read as cut off), and on a phone the region takes the keyboard's
 * arrows (docs/ENGINE.md "Phone lists").
 */
export function ListTable(props: ListTableProps) {
  const { t } = useTranslation(props.ns);
  const { model, ns, columns, picks, open } = props;
  const { page, rows, list, mobile } = model;
  return (
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
        <ListHead {...props} />
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
              {picks.compare && <PickCell page={page} row={row} picks={picks} />}
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
  );
}
