import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Footer({ maxWidth }: { maxWidth: 'lg' | false }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" data-testid="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2, mt: 4 }}>
      <Container
        maxWidth={maxWidth}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('footer.text')}
        </Typography>
      </Container>
    </Box>
  );
}
