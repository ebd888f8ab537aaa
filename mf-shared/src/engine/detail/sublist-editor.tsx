import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  isRequired,
  type PageDecl,
  type RecordValues,
  resolveDefault,
  shownUnitOf,
  type SublistDecl,
} from '@beantrail/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { usePrefsStore } from '../../prefs/prefs-store';
import { useFieldLabel } from '../engine-context';
import { PHONE, rowDependents, sameValue, sublistColumns } from './sublist-columns';
import { getWidget } from '../widgets/registry';

/**
 * Rows of a sublist (000 §3 "UPList / DEList"): each row field through its widget, add and
 * remove buttons within the declared row limits. The payload derives UPList/DEList itself.
 */
export function SublistEditor({
  page,
  ns,
  sublist,
  readOnly,
  locale,
}: {
  page: PageDecl;
  ns: string;
  sublist: SublistDecl;
  readOnly: boolean;
  locale: 'kr' | 'en';
}) {
  const { t } = useTranslation('engine');
  const label = useFieldLabel(page, ns);
  const massChoice = usePrefsStore((s) => s.massUnit);
  const { input } = useField<RecordValues[]>(sublist.name, { subscription: { value: true } });
  const rows = Array.isArray(input.value) ? input.value : [];
  const [refused, setRefused] = useState(false);
  const dependents = useMemo(() => rowDependents(sublist), [sublist]);
  // A new row starts from its fields' declared defaults (e.g. this year), so dependent selects work at once.
  const newRow = (): RecordValues => {
    const row: RecordValues = {};
    for (const f of sublist.fields) {
      const d = resolveDefault(f, locale);
      if (d !== undefined) row[f.name] = d;
    }
    return row;
  };
  const unique = sublist.unique;
  const idOf = (r: RecordValues) => unique!.fields.map((f) => String(r[f] ?? '')).join('|');
  // 001 §4: a bean (or roasting) already in the rows is refused with a dialog; the row keeps its value.
  const set = (i: number, name: string, v: unknown) => {
    // A row's select narrowed by the changed field (a lot row's roast by its recipe) was chosen
    // from the old list: it is cleared, as DependentsEffect does for a record's own fields.
    const changed = !sameValue(rows[i]?.[name], v);
    const cleared = Object.fromEntries(
      (changed ? (dependents.get(name) ?? []) : []).filter((d) => !sameValue(rows[i]?.[d], '')).map((d) => [d, '']),
    );
    const next = rows.map((r, j) => (j === i ? { ...r, ...cleared, [name]: v } : r));
    if (
      unique?.fields.includes(name) &&
      v !== '' &&
      v !== null &&
      next.some((r, j) => j !== i && idOf(r) === idOf(next[i]))
    )
      return setRefused(true);
    input.onChange(next);
  };
  const shown = sublist.fields.filter((f) => f.widget !== 'hidden');
  const { columns, wide } = sublistColumns(shown);
  // Every row is the same grid (same template, same width), so a column lines up across rows
  // whatever each field holds; minmax(0, …) keeps a long option label from widening its column.
  // On a phone (up to 767 px) each row is a card: two fields a line, a select on its own line.
  const gridSx = {
    flex: 1,
    minWidth: 0,
    display: 'grid',
    gap: 1,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  } as const;
  const rowSx = {
    alignItems: 'flex-start',
    [PHONE]: { border: 1, borderColor: 'divider', borderRadius: 1, p: 1 },
  } as const;
  const canAdd = !readOnly && (sublist.maxRows === undefined || rows.length < sublist.maxRows);
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid={`sublist-${sublist.name}`}>
      <Typography variant="subtitle2">{label(sublist.name)}</Typography>
      {rows.map((row, i) => (
        <Stack key={i} direction="row" spacing={1} sx={rowSx} data-testid={`sublist-row-${sublist.name}`}>
          <Box sx={gridSx}>
            {shown.map((f) => {
              const Widget = getWidget(f.widget);
              return Widget ? (
                <Box key={f.name} sx={{ minWidth: 0, gridColumn: wide(f) ? 'span 2' : undefined }}>
                  <Widget
                    field={f}
                    ns={ns}
                    pageId={page.id}
                    id={`f-${page.id}-${sublist.name}-${i}-${f.name}`}
                    label={label(f.name)}
                    after={shownUnitOf(f, massChoice)}
                    value={row[f.name] ?? ''}
                    onChange={(v) => set(i, f.name, v)}
                    readOnly={readOnly || !!f.readOnly}
                    required={isRequired(f.required, locale)}
                    values={row}
                  />
                </Box>
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
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => input.onChange([...rows, newRow()])}
          sx={{ alignSelf: 'flex-start' }}
          data-testid={`sublist-add-${sublist.name}`}
        >
          {label(sublist.name)}
        </Button>
      )}
      {unique && (
        <Dialog open={refused} onClose={() => setRefused(false)} data-testid="sublist-unique-dialog">
          <DialogTitle>{unique.title ? t(`message:${unique.title}`) : label(sublist.name)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t(`message:${unique.message}`)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRefused(false)} autoFocus>
              {t('detail.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
