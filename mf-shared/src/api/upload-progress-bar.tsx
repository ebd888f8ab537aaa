import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadProgress } from './upload-form';

/**
 * An upload's progress (uploadForm): a bar that fills while the file is sent, then runs while the
 * server works on it, with the words for each phase read out politely. Here rather than in an area:
 * the areas take MUI only through the shared paths (mf-shared/build/mui-shared.js), and a progress
 * bar is the library's to draw.
 */
export function UploadProgressBar({
  progress,
  label,
  sending,
  working,
  testId,
}: {
  progress: UploadProgress;
  label: string;
  sending: string;
  working: string;
  testId?: string;
}) {
  const percent = progress.phase === 'sending' ? Math.round(progress.fraction * 100) : 0;
  return (
    <Stack spacing={0.5} data-testid={testId}>
      <LinearProgress
        variant={progress.phase === 'sending' ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={label}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {progress.phase === 'sending' ? sending : working}
      </Typography>
    </Stack>
  );
}
