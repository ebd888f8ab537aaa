import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { isRequired, type PageDecl, type RecordValues, type SublistDecl } from '@beantrail/contracts';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from './engine-context';
import { getWidget } from './widgets/registry';

/**
 * Rows of a sublist (000 §3 "UPList / DEList"): each row field through its widget, add and
 * remove buttons within the declared row limits. The payload derives UPList/DEList itself.
 */
export function SublistEditor({ page, ns, sublist, readOnly, locale }: { page: PageDecl; ns: string; sublist: SublistDecl; readOnly: boolean; locale: 'kr' | 'en' }) {
  const { t } = useTranslation('engine');
  const label = useFieldLabel(page, ns);
  const { input } = useField<RecordValues[]>(sublist.name, { subscription: { value: true } });
  const rows = Array.isArray(input.value) ? input.value : [];
  const set = (i: number, name: string, v: unknown) => input.onChange(rows.map((r, j) => (j === i ? { ...r, [name]: v } : r)));
  const canAdd = !readOnly && (sublist.maxRows === undefined || rows.length < sublist.maxRows);
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid={`sublist-${sublist.name}`}>
      <Typography variant="subtitle2">{label(sublist.name)}</Typography>
      {rows.map((row, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={`sublist-row-${sublist.name}`}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(sublist.fields.length, 4)}, 1fr)` }, flex: 1 }}>
            {sublist.fields.map((f) => {
              const Widget = getWidget(f.widget);
              return Widget ? (
                <Widget
                  key={f.name}
                  field={f}
                  ns={ns}
                  pageId={page.id}
                  id={`f-${page.id}-${sublist.name}-${i}-${f.name}`}
                  label={label(f.name)}
                  value={row[f.name] ?? ''}
                  onChange={(v) => set(i, f.name, v)}
                  readOnly={readOnly || !!f.readOnly}
                  required={isRequired(f.required, locale)}
                  values={row}
                />
              ) : null;
            })}
          </Box>
          {!readOnly && (
            <IconButton aria-label={t('detail.remove')} onClick={() => input.onChange(rows.filter((_, j) => j !== i))}>
              <DeleteOutline />
            </IconButton>
          )}
        </Stack>
      ))}
      {canAdd && (
        <Button size="small" startIcon={<Add />} onClick={() => input.onChange([...rows, {}])} sx={{ alignSelf: 'flex-start' }}>
          {label(sublist.name)}
        </Button>
      )}
    </Stack>
  );
}
