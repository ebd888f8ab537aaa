import { ROAST_LOG_UPLOAD_TYPES } from '@beantrail/contracts';
import { type SectionProps, usePageViewer } from '@beantrail/mf-shared';
import Stack from '@mui/material/Stack';
import { RoastLogUpload } from './roast-log-upload';
import { useLogImport } from './use-log-import';

/**
 * "Import roast log" at the top of a roast being written or edited: Artisan and Cropster users look
 * for it there, not below the environment fields behind the profile switch. Importing turns the
 * profile on and fills it (useLogImport). A free account sees nothing here: the profile section
 * tells it why there is no import (001 §6).
 */
export function LogImportSection(props: SectionProps) {
  const viewer = usePageViewer();
  const { imported, feedback } = useLogImport(props);
  const mayUpload =
    props.mode !== 'view' &&
    props.access('roasting_profile_use').edit &&
    !!viewer?.usertype.some((u) => ROAST_LOG_UPLOAD_TYPES.includes(u));
  if (!mayUpload) return null;
  return (
    <Stack spacing={1} data-testid="log-import-top">
      <RoastLogUpload onFields={imported} />
      {feedback}
    </Stack>
  );
}
