import { useIsMobile, useLocalePath } from '@beantrail/mf-shared/core';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CategoryMenu } from './category-menu';

/** The phone's menu drawer (Drawer, Modal, Slide: ~5 KB gzip), fetched when first opened. */
const MenuDrawer = lazy(() => import('./menu-drawer'));

/** Spec 000 §2: the header with the category menu from the server; a drawer at ≤ 767 px. */
export function Header({ compact, maxWidth }: { compact: boolean; maxWidth: 'lg' | false }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it slides closed instead of vanishing.
  const [opened, setOpened] = useState(false);
  return (
    <AppBar position="static" color="primary" elevation={0}>
      <Container maxWidth={maxWidth} disableGutters={mobile}>
        <Toolbar variant={compact ? 'dense' : 'regular'} sx={{ gap: 2 }}>
          {mobile && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('header.open_menu')}
              data-testid="btn-menu"
              onClick={() => (setOpened(true), setOpen(true))}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant={compact ? 'subtitle1' : 'h6'}
            component={RouterLink}
            to={lp('/')}
            data-testid="header-brand"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            ☕ {t('app.name')}
          </Typography>
          {!mobile && <CategoryMenu vertical={false} />}
        </Toolbar>
      </Container>
      {mobile && opened && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
