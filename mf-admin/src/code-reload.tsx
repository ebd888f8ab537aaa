import { apiRequest } from '@beantrail/mf-shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 000 §7 `GET /api/code/reload`, 001 §4 "SADMIN and ADMIN reload code lists at once; the local code
 * cache can be cleared": the server's code cache is emptied, then the code lists this browser keeps
 * (react-query's `code` entries), so every select loads its codes again. The outcome is said in
 * place (code_reload_ok / code_reload_failed). Settings is ADMIN's and SADMIN's only.
 */
export function CodeReload() {
  const { t } = useTranslation(['admin', 'message']);
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'ok' | 'failed'>('idle');
  const reload = async () => {
    setState('busy');
    try {
      await apiRequest('/api/code/reload');
      queryClient.removeQueries({ queryKey: ['code'] });
      setState('ok');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', mt: 2 }}>
      <Button
        variant="outlined"
        onClick={() => void reload()}
        disabled={state === 'busy'}
        aria-describedby="code-reload-help"
        data-testid="code-reload"
      >
        {t('admin:codes.reload')}
      </Button>
      <Typography id="code-reload-help" variant="body2" color="text.secondary">
        {t('admin:codes.reload_help')}
      </Typography>
      {(state === 'ok' || state === 'failed') && (
        <Alert severity={state === 'ok' ? 'success' : 'error'} role="status" data-testid="code-reload-result">
          {t(state === 'ok' ? 'message:code_reload_ok' : 'message:code_reload_failed')}
        </Alert>
      )}
    </Stack>
  );
}
