import type { CollectionReport } from '@beantrail/contracts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Refused rows listed on the page; every one is in the downloadable report. */
const SHOWN_REFUSALS = 100;

/** What a preview or a commit found: the counts of each outcome, and the refused rows with their reasons. */
export function CollectionOutcome({ report }: { report: CollectionReport }) {
  const { t } = useTranslation(['admin', 'message']);
  const refusals = report.outcomes.filter((o) => o.action === 'refused');
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="collection-summary">
        <Chip label={t('admin:system.collection.rows', { count: report.rows })} />
        <Chip
          color="primary"
          variant="outlined"
          label={t('admin:system.collection.inserts', { count: report.inserted })}
          data-testid="collection-inserts"
        />
        <Chip
          color="primary"
          variant="outlined"
          label={t('admin:system.collection.updates', { count: report.updated })}
        />
        <Chip variant="outlined" label={t('admin:system.collection.unchanged', { count: report.unchanged })} />
        <Chip
          color={report.refused ? 'error' : 'success'}
          label={t('admin:system.collection.refused', { count: report.refused })}
          data-testid="collection-refused"
        />
      </Stack>

      {refusals.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto', maxHeight: 420 }}>
          <Table size="small" stickyHeader data-testid="collection-refusals">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin:system.collection.line')}</TableCell>
                <TableCell>{t('admin:system.column')}</TableCell>
                <TableCell>{t('admin:system.collection.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refusals.slice(0, SHOWN_REFUSALS).map((o) => (
                <TableRow key={o.line}>
                  <TableCell>{o.line}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{o.column ?? ''}</TableCell>
                  <TableCell>{o.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {refusals.length > SHOWN_REFUSALS && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              {t('admin:system.collection.more', { count: refusals.length - SHOWN_REFUSALS })}
            </Typography>
          )}
        </TableContainer>
      )}
    </>
  );
}
