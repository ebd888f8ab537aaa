import { headerRows, menuTextKey, stripLocale, useIsMobile, useLocalePath, useMenu } from '@beantrail/mf-shared/core';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

function CategoryMenu({ vertical, onNavigate }: { vertical: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const menu = useMenu();
  const active = stripLocale(pathname).split('/').filter(Boolean)[0];
  return (
    <Stack component="nav" aria-label={t('header.menu')} data-testid="header-menu" direction={vertical ? 'column' : 'row'} spacing={vertical ? 0.5 : 0.5}>
      {headerRows(menu.data ?? []).map((row) => {
        const current = row.category === active;
        return (
          <Button
            key={row.id}
            component={RouterLink}
            to={lp(`/${row.category}`)}
            onClick={onNavigate}
            data-testid={`menu-${row.category}`}
            aria-current={current ? 'page' : undefined}
            color="inherit"
            sx={{
              justifyContent: vertical ? 'flex-start' : 'center',
              fontWeight: current ? 700 : 500,
              borderBottom: vertical ? 0 : 2,
              borderColor: current ? 'currentColor' : 'transparent',
              borderRadius: vertical ? 1 : 0,
              bgcolor: vertical && current ? 'action.selected' : undefined,
            }}
          >
            {t(menuTextKey(row.id))}
          </Button>
        );
      })}
    </Stack>
  );
}

/** Spec 000 §2: the header with the category menu from the server; a drawer at ≤ 767 px. */
export function Header({ compact, maxWidth }: { compact: boolean; maxWidth: 'lg' | false }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  return (
    <AppBar position="static" color="primary" elevation={0}>
      <Container maxWidth={maxWidth} disableGutters={mobile}>
        <Toolbar variant={compact ? 'dense' : 'regular'} sx={{ gap: 2 }}>
          {mobile && (
            <IconButton color="inherit" edge="start" aria-label={t('header.open_menu')} data-testid="btn-menu" onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant={compact ? 'subtitle1' : 'h6'}
            component={RouterLink}
            to={lp('/')}
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            ☕ {t('app.name')}
          </Typography>
          {!mobile && <CategoryMenu vertical={false} />}
        </Toolbar>
      </Container>
      {mobile && (
        <Drawer open={open} onClose={() => setOpen(false)} keepMounted>
          <Box sx={{ width: 240, p: 2 }}>
            <Typography variant="h6" sx={{ mb: 1 }}>
              {t('app.name')}
            </Typography>
            <CategoryMenu vertical onNavigate={() => setOpen(false)} />
          </Box>
        </Drawer>
      )}
    </AppBar>
  );
}
