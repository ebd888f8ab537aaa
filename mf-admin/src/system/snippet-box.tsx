import { ContentCopy } from '@mui/icons-material';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEngineNotice } from '@beantrail/mf-shared';
import { useTranslation } from 'react-i18next';

/** A generated snippet, read-only, with its copy button (002 §2.14 "code snippets with copy buttons"). */
export function SnippetBox({ id, title, text }: { id: string; title: string; text: string }) {
  const { t } = useTranslation('admin');
  const notice = useEngineNotice((s) => s.show);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notice('copy_ok');
    } catch {
      notice('copy_failed', 'error');
    }
  };
  return (
    <Stack spacing={1} data-testid={`snippet-${id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={() => void copy()}
          data-testid={`copy-${id}`}
        >
          {t('system.copy')}
        </Button>
      </Stack>
      <TextField
        multiline
        minRows={4}
        maxRows={24}
        value={text}
        slotProps={{
          input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.8rem' } },
          htmlInput: { 'aria-label': title },
        }}
      />
    </Stack>
  );
}
