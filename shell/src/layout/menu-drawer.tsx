import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CategoryMenu } from './category-menu';

/** Spec 000 §2: at ≤ 767 px the category menu opens in a drawer (loaded with its first opening). */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} keepMounted>
      <Box sx={{ width: 240, p: 2 }}>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {t('app.name')}
        </Typography>
        <CategoryMenu vertical onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
