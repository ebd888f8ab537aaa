import { AD_FRAME_SANDBOX } from '@beantrail/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The slot's height: a banner's, kept whether or not an ad arrives, so the page never shifts. */
const AD_HEIGHT = 100;

/**
 * 001 §1: the slot for the configured advertising script (AD_SCRIPT_URL) below a data page: a
 * frame of this site's ad page (contracts ads.ts AD_FRAME_PATH), sandboxed without
 * `allow-same-origin` so the script runs in an opaque origin, away from the reader's session and
 * this page. Loaded lazily after the page, so it never holds up rendering; an ad that never comes
 * leaves an empty slot. Leaving the data pages (or entering an organisation that hides ads)
 * removes the frame and everything the script does with it.
 */
export function AdSlot({ frame }: { frame: string }) {
  const { t } = useTranslation();
  return (
    <Box component="aside" aria-label={t('ads.label')} data-testid="ad-slot" sx={{ mt: 3, height: AD_HEIGHT }}>
      <Box
        component="iframe"
        src={frame}
        title={t('ads.label')}
        sandbox={AD_FRAME_SANDBOX}
        loading="lazy"
        referrerPolicy="no-referrer"
        sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
}
