import UploadFile from '@mui/icons-material/UploadFile';
import { COLLECTION_PAGES } from '@beantrail/contracts';
import { UploadProgressBar } from '@beantrail/mf-shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionMapping } from './collection-mapping';
import { CollectionOutcome } from './collection-outcome';
import { useCollection } from './use-collection';

/**
 * Collection (002 §6 system settings, SADMIN only; §2.14 EXCEL_IN / EXCEL_UP; docs/TABLE-TOOLS.md):
 * choose a master-data table and a sheet, map its columns, preview (every row checked by the
 * table's declaration on the server, nothing saved), then save every row in one transaction. The
 * file goes with each step, so no upload waits on the server between them. What it does is
 * useCollection's.
 */
export function CollectionPage() {
  const { t } = useTranslation(['admin', 'message']);
  const input = useRef<HTMLInputElement>(null);
  const c = useCollection();
  const { file, mapping, report, progress, failure, busy } = c;

  return (
    <Stack spacing={2} data-testid="collection">
      <Typography variant="h5" component="h2">
        {t('admin:system.collection.title')}
      </Typography>
      <Typography color="text.secondary">{t('admin:system.collection.lead')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('admin:system.table')}
          value={c.pageId}
          onChange={(e) => c.choosePage(e.target.value)}
          disabled={busy}
          sx={{ minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': 'collection-page' } }}
        >
          {COLLECTION_PAGES.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {t(`admin:entity.${p.id}.title`)}
            </MenuItem>
          ))}
        </TextField>
        <input
          ref={input}
          type="file"
          hidden
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          data-testid="collection-file"
          onChange={(e) => {
            c.choose(e.target.files);
            e.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          disabled={busy}
          onClick={() => input.current?.click()}
          data-testid="collection-choose"
        >
          {t('admin:system.collection.choose')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : t('admin:system.collection.accept')}
        </Typography>
      </Stack>

      {progress && (
        <UploadProgressBar
          progress={progress}
          label={t('admin:system.collection.progress')}
          sending={t('admin:system.collection.sending', {
            percent: progress.phase === 'sending' ? Math.round(progress.fraction * 100) : 0,
          })}
          working={t('admin:system.collection.reading')}
          testId="collection-progress"
        />
      )}

      {failure && (
        <Alert severity="error" role="alert" data-testid="collection-error">
          {t(`message:${failure.key}`, failure.params)}
        </Alert>
      )}
      {c.saved && report && (
        <Alert severity="success" data-testid="collection-saved">
          {t('message:collection_done')}{' '}
          {t('admin:system.collection.counts', {
            inserted: report.inserted,
            updated: report.updated,
            unchanged: report.unchanged,
          })}
        </Alert>
      )}

      {report && mapping && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h3">
              {t('admin:system.collection.mapping')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('admin:system.collection.mapping_help')}
            </Typography>
            <CollectionMapping report={report} mapping={mapping} busy={busy} onChange={c.setMapping} />
            <CollectionOutcome report={report} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" disabled={busy || !file} onClick={c.preview} data-testid="collection-preview">
                {t('admin:system.collection.check')}
              </Button>
              <Button
                variant="contained"
                disabled={
                  busy || !file || report.refused > 0 || c.mappingChanged || report.committed || report.rows === 0
                }
                onClick={c.commit}
                data-testid="collection-commit"
              >
                {t('admin:system.collection.commit', { count: report.rows })}
              </Button>
              <Button variant="text" disabled={busy} onClick={c.downloadReport} data-testid="collection-report">
                {t('admin:system.collection.report')}
              </Button>
            </Stack>
            {c.mappingChanged && (
              <Typography variant="body2" color="warning.main">
                {t('admin:system.collection.check_again')}
              </Typography>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
