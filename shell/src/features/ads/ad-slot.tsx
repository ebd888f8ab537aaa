import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The one place the advertising script fills (it looks the slot up by this id). */
export const AD_SLOT_ID = 'bt-ad-slot';

/**
 * 001 §1: the slot for the configured advertising script (AD_SCRIPT_URL) below a data page. The
 * script is added once per page load, `async`, after the page has drawn (the next idle moment), so
 * it never holds up rendering; a script that never arrives leaves an empty slot.
 */
export function AdSlot({ script }: { script: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (document.querySelector('script[data-bt-ad]')) return;
    const add = () => {
      const tag = document.createElement('script');
      tag.src = script;
      tag.async = true;
      tag.dataset.btAd = '';
      document.head.appendChild(tag);
    };
    const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(add, { timeout: 2000 });
    else setTimeout(add, 200);
  }, [script]);
  return <Box component="aside" id={AD_SLOT_ID} aria-label={t('ads.label')} data-testid="ad-slot" sx={{ mt: 3 }} />;
}
