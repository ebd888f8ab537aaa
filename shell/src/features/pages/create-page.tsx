import type { Scope } from '@beantrail/contracts';
import { UnderConstructionPage } from '@beantrail/mf-shared';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** /roaster/create and /cafe/create: reached from the no-role notice; built later. */
export function CreatePage({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  return (
    <Box data-testid={`create-${scope}`}>
      <Typography variant="h4" component="h1">
        {t(`notice.create_title_${scope}`)}
      </Typography>
      <UnderConstructionPage />
    </Box>
  );
}
