import { headerRows, menuTextKey, stripLocale, useLocalePath, useMenu } from '@beantrail/mf-shared/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** Spec 000 §2: the category menu from the server's menu list, in the header or the phone's drawer. */
export function CategoryMenu({ vertical, onNavigate }: { vertical: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const menu = useMenu();
  const active = stripLocale(pathname).split('/').filter(Boolean)[0];
  return (
    <Stack
      component="nav"
      aria-label={t('header.menu')}
      data-testid="header-menu"
      direction={vertical ? 'column' : 'row'}
      spacing={vertical ? 0.5 : 0.5}
    >
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
