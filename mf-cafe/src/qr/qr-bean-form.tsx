import { EntityDetailView, NoticeBar } from '@beantrail/mf-shared';
import Stack from '@mui/material/Stack';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A QR page's form (002 §2.5): what the code names and what to check first (`children`, notes
 * above the form), the engine's detail form, and the save's notices.
 */
export function QrBeanForm({ children, ...detail }: ComponentProps<typeof EntityDetailView> & { children: ReactNode }) {
  return (
    <Stack spacing={2}>
      {children}
      <EntityDetailView {...detail} />
      <NoticeBar />
    </Stack>
  );
}
