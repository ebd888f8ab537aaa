import { COLUMN_CHECKS, type ColumnCheck, type TableDefinition } from '@beantrail/contracts';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

type Role = 'primaryKey' | 'search' | 'order' | 'name';
const ROLES: readonly Role[] = ['primaryKey', 'search', 'order', 'name'];

const toggle = <T,>(list: readonly T[], item: T) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/**
 * One row per column of the live table (002 §2.14): which columns are the key, searched, ordered by
 * and name a row, and the LIST/READ/CREATE/UPDATE/EXCEL_IN/EXCEL_UP checks. Scrolls sideways on phones.
 */
export function ColumnGrid({ def, onChange }: { def: TableDefinition; onChange: (next: TableDefinition) => void }) {
  const { t } = useTranslation('admin');
  const setRole = (role: Role, column: string) => onChange({ ...def, [role]: toggle(def[role], column) });
  const setCheck = (column: string, check: ColumnCheck) =>
    onChange({
      ...def,
      columns: def.columns.map((c) =>
        c.name === column
          ? { ...c, checks: COLUMN_CHECKS.filter((k) => (k === check ? !c.checks.includes(k) : c.checks.includes(k))) }
          : c,
      ),
    });
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        data-testid="column-grid"
        aria-label={t('system.columns')}
        sx={{ '& th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('system.column')}</TableCell>
            <TableCell>{t('system.type')}</TableCell>
            {ROLES.map((r) => (
              <TableCell key={r} align="center">
                {t(`system.role.${r}`)}
              </TableCell>
            ))}
            {COLUMN_CHECKS.map((k) => (
              <TableCell key={k} align="center">
                {k}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {def.columns.map((c) => (
            <TableRow key={c.name} data-testid={`column-${c.name}`}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{c.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {c.type}
                {c.length ? `(${c.length})` : ''}
                {c.nullable ? '' : ' *'}
              </TableCell>
              {ROLES.map((r) => (
                <TableCell key={r} align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={def[r].includes(c.name)}
                    onChange={() => setRole(r, c.name)}
                    slotProps={{
                      input: {
                        'aria-label': `${c.name} ${t(`system.role.${r}`)}`,
                        'data-testid': `${r}-${c.name}`,
                      } as object,
                    }}
                  />
                </TableCell>
              ))}
              {COLUMN_CHECKS.map((k) => (
                <TableCell key={k} align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={c.checks.includes(k)}
                    onChange={() => setCheck(c.name, k)}
                    slotProps={{ input: { 'aria-label': `${c.name} ${k}`, 'data-testid': `${k}-${c.name}` } as object }}
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
