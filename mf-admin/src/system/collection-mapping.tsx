import type { CollectionReport } from '@beantrail/contracts';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Each column of the sheet and the table's column it goes into; a table column is taken by one sheet column at most. */
export function CollectionMapping(props: {
  report: CollectionReport;
  mapping: Record<string, string>;
  busy: boolean;
  onChange: (mapping: Record<string, string>) => void;
}) {
  const { t } = useTranslation(['admin', 'message']);
  const { report, mapping, busy, onChange } = props;
  const fieldLabel = (page: string, name: string) => t(`admin:entity.${page}.field.${name}`, { defaultValue: name });
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="collection-mapping">
        <TableHead>
          <TableRow>
            <TableCell>{t('admin:system.collection.header')}</TableCell>
            <TableCell>{t('admin:system.column')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.headers.map((header, i) => (
            <TableRow key={`${header}-${i}`}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{header || '—'}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  value={mapping[header] ?? ''}
                  disabled={busy}
                  onChange={(e) => onChange({ ...mapping, [header]: e.target.value })}
                  slotProps={{
                    select: { displayEmpty: true },
                    htmlInput: { 'data-testid': `collection-map-${i}`, 'aria-label': header },
                  }}
                >
                  <MenuItem value="">
                    <em>{t('admin:system.collection.leave_out')}</em>
                  </MenuItem>
                  {report.fields.map((f) => (
                    <MenuItem
                      key={f.name}
                      value={f.name}
                      disabled={Object.entries(mapping).some(([h, v]) => v === f.name && h !== header)}
                    >
                      {fieldLabel(report.page, f.name)} ({f.name})
                      {f.key ? ` · ${t('admin:system.collection.key')}` : ''}
                      {!f.key && !f.update ? ` · ${t('admin:system.collection.insert_only')}` : ''}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
