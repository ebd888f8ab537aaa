import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { ROAST_COLOURS } from './compare-model';

export interface CompareTableRow {
  key: string;
  label: string;
  cells: string[];
}

const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/**
 * One column per roast, in its colour; the figure names stay in the first column while the table
 * scrolls sideways inside its card on a phone. `cell` may draw a figure as more than text.
 */
export function CompareTable<R extends CompareTableRow>(props: {
  testId: string;
  titles: readonly string[];
  rows: readonly R[];
  cell?: (row: R, roast: number) => ReactNode;
}) {
  const { testId, titles, rows, cell } = props;
  return (
    <TableContainer sx={{ overflowX: 'auto' }} data-testid={`${testId}-scroll`}>
      <Table size="small" data-testid={testId} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky} />
            {titles.map((title, i) => (
              <TableCell key={i} sx={{ color: ROAST_COLOURS[i], fontWeight: 600 }}>
                {title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid={`${testId}-${row.key}`}>
              <TableCell component="th" scope="row" sx={sticky}>
                {row.label}
              </TableCell>
              {row.cells.map((c, i) => (
                <TableCell key={i}>{cell?.(row, i) ?? (c || '–')}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
