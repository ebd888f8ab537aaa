import UploadFile from '@mui/icons-material/UploadFile';
import { COLLECTION_PAGES, type CollectionReport } from '@beantrail/contracts';
import {
  downloadText,
  isApiCallError,
  toCsv,
  type UploadProgress,
  uploadForm,
  UploadProgressBar,
} from '@beantrail/mf-shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const URL = '/api/setting/system/collection';
/** Refused rows listed on the page; every one is in the downloadable report. */
const SHOWN_REFUSALS = 100;

type Failure = { key: string; params?: Record<string, string> };

/**
 * Collection (002 §6 system settings, SADMIN only; §2.14 EXCEL_IN / EXCEL_UP; docs/TABLE-TOOLS.md):
 * choose a master-data table and a sheet, map its columns, preview (every row checked by the
 * table's declaration on the server, nothing saved), then save every row in one transaction. The
 * file goes with each step, so no upload waits on the server between them.
 */
export function CollectionPage() {
  const { t } = useTranslation(['admin', 'message']);
  const input = useRef<HTMLInputElement>(null);
  const [pageId, setPageId] = useState(COLLECTION_PAGES[0].id);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string> | null>(null);
  const [report, setReport] = useState<CollectionReport | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState(false);

  const fieldLabel = (page: string, name: string) => t(`admin:entity.${page}.field.${name}`, { defaultValue: name });

  const send = async (step: 'preview' | 'commit', chosen: File, page: string, map: Record<string, string> | null) => {
    setFailure(null);
    setSaved(false);
    setProgress({ phase: 'sending', fraction: 0 });
    const form = new FormData();
    form.append('page', page);
    if (map) form.append('mapping', JSON.stringify(map));
    form.append('file', chosen);
    try {
      const envelope = await uploadForm<CollectionReport>(`${URL}/${step}`, form, setProgress);
      const next = envelope.result as CollectionReport;
      setReport(next);
      setMapping(next.mapping);
      setSaved(step === 'commit' && next.committed);
    } catch (error) {
      // A refused commit (the table changed since the preview) keeps the last report: "Check again" shows why.
      setFailure(
        isApiCallError(error)
          ? { key: error.description || 'error_text', params: error.params as Record<string, string> | undefined }
          : { key: 'error_text' },
      );
    } finally {
      setProgress(null);
    }
  };

  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFile(chosen);
    setMapping(null);
    setReport(null);
    void send('preview', chosen, pageId, null);
  };
  const choosePage = (id: string) => {
    setPageId(id);
    setMapping(null);
    setReport(null);
    if (file) void send('preview', file, id, null);
  };

  const downloadReport = () => {
    if (!report) return;
    const rows = report.outcomes.map((o) => [
      o.line,
      t(`admin:system.collection.action.${o.action}`),
      o.column ?? '',
      o.message ?? '',
    ]);
    const headers = [
      t('admin:system.collection.line'),
      t('admin:system.collection.outcome'),
      t('admin:system.column'),
      t('admin:system.collection.reason'),
    ];
    downloadText(toCsv(headers, rows), `${report.page}-${file?.name.replace(/\.[^.]+$/, '') ?? 'sheet'}-report.csv`);
  };

  const busy = progress !== null;
  const refusals = report?.outcomes.filter((o) => o.action === 'refused') ?? [];
  const fields = report?.fields ?? [];
  const mappingChanged = report && mapping && JSON.stringify(mapping) !== JSON.stringify(report.mapping);

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
          value={pageId}
          onChange={(e) => choosePage(e.target.value)}
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
            choose(e.target.files);
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
      {saved && report && (
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
                          onChange={(e) => setMapping({ ...mapping, [header]: e.target.value })}
                          slotProps={{
                            select: { displayEmpty: true },
                            htmlInput: { 'data-testid': `collection-map-${i}`, 'aria-label': header },
                          }}
                        >
                          <MenuItem value="">
                            <em>{t('admin:system.collection.leave_out')}</em>
                          </MenuItem>
                          {fields.map((f) => (
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

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant="outlined"
                disabled={busy || !file}
                onClick={() => file && void send('preview', file, pageId, mapping)}
                data-testid="collection-preview"
              >
                {t('admin:system.collection.check')}
              </Button>
              <Button
                variant="contained"
                disabled={
                  busy || !file || report.refused > 0 || !!mappingChanged || report.committed || report.rows === 0
                }
                onClick={() => file && void send('commit', file, pageId, mapping)}
                data-testid="collection-commit"
              >
                {t('admin:system.collection.commit', { count: report.rows })}
              </Button>
              <Button variant="text" disabled={busy} onClick={downloadReport} data-testid="collection-report">
                {t('admin:system.collection.report')}
              </Button>
            </Stack>
            {mappingChanged && (
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
