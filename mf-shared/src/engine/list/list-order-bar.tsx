import { orderOptions, type PageDecl } from '@beantrail/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CompactField } from '../../ui/compact-field';
import { useFieldLabel } from '../engine-context';
import type { EntityListModel } from './use-entity-list';

/** Under a list's search: its order, its rows per page and how many rows it has in all. */
export function ListOrderBar({ page, ns, model }: { page: PageDecl; ns: string; model: EntityListModel }) {
  const te = useTranslation('engine').t;
  const label = useFieldLabel(page, ns);
  const { state, pagination } = model;
  return (
    // Wrapped with a flex gap, not Stack's spacing, whose margin indented the wrapped select (phone review).
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
  );
}
