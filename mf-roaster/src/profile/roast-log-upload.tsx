import UploadFile from '@mui/icons-material/UploadFile';
import type { ApiEnvelope, RecordValues, RoastLogUploadReply } from '@beantrail/contracts';
import { currentLocale, useAuthStore, useEngineNotice } from '@beantrail/mf-shared';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const UPLOAD_URL = '/api/roaster/roasting/log/upload';
/** 001 §4: a tab-separated text/csv file or an Artisan .alog (a .json is answered "under construction"). */
const ACCEPT = '.alog,.csv,.txt,.tsv,.json';

/** What the reply says about the file besides the fields: the roast's day and start time, when the file states them. */
export interface ImportedLog {
  date?: string | null;
  time?: string | null;
}

/**
 * Roast log import (001 §4, docs/ROAST-LOG.md): one file, parsed on the server, which stores
 * nothing; the reply's stage fields and chart log fill the form, and the user saves as usual.
 */
export function RoastLogUpload({ onFields }: { onFields: (fields: RecordValues, log: ImportedLog) => void }) {
  const { t } = useTranslation(['roaster', 'message']);
  const notice = useEngineNotice((s) => s.show);
  const roasterSeq = useAuthStore((s) => s.selected.roaster);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ key: string; params?: Record<string, string> } | null>(null);
  // A refusal's own values fill its message (the row limit: "at most 20,000 rows").
  const setError = (key: string | null, params?: Record<string, string>) => setFailure(key ? { key, params } : null);
  const upload = async (files: FileList) => {
    setError(null);
    // 001 §9: one log file at a time.
    if (files.length !== 1) return setError('roastingfile_one');
    const form = new FormData();
    // The role guard reads the selected roastery from the form (000 §7 `roaster_seq`).
    if (roasterSeq !== undefined) form.append('roaster_seq', String(roasterSeq));
    form.append('file', files[0]);
    setBusy(true);
    try {
      const response = await fetch(UPLOAD_URL, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'x-locale': currentLocale(), accept: 'application/json' },
      });
      // A refusal's envelope carries no fields; a body that is not JSON at all reads as an empty one.
      const reply = (await response.json().catch(() => ({}))) as Partial<ApiEnvelope<RoastLogUploadReply>>;
      if (!response.ok || !reply.result?.fields) return setError(reply.description || 'error_text', reply.params);
      onFields(reply.result.fields, reply.result.log ?? {});
      notice('roastingfile_upload_label');
    } catch {
      setError('error_text');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="roast-log-input"
        onChange={(e) => {
          if (e.target.files?.length) void upload(e.target.files);
          e.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFile />}
        disabled={busy}
        onClick={() => input.current?.click()}
        data-testid="roast-log-upload"
      >
        {busy ? t('roaster:profile.uploading') : t('roaster:profile.upload')}
      </Button>
      <FormHelperText>{t('roaster:profile.accept')}</FormHelperText>
      {failure && (
        <FormHelperText error role="alert" data-testid="roast-log-error">
          {t(`message:${failure.key}`, failure.params)}
        </FormHelperText>
      )}
    </Stack>
  );
}
