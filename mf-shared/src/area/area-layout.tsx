import type { AreaName, Category, MenuItem } from '@beantrail/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { categoryRows, useMenu } from '../api/menu';
import { menuTextKey } from '../i18n/menu-text';
import { usePrefsStore } from '../prefs/prefs-store';
import { useIsMobile } from '../ui/use-is-mobile';
import { ScrollRow } from './scroll-row';
import { stripLocale, useLocalePath } from './locale-path';

interface AreaLayoutProps {
  area: AreaName;
  category: Category;
  children: ReactNode;
}

/** `x/home` is the area's landing page, reached at `/x`. */
function hrefOf(id: string): string {
  return id.endsWith('/home') && id.split('/').length === 2 ? `/${id.split('/')[0]}` : `/${id}`;
}

function activeIds(pathname: string, category: string): { group?: string; tab?: string } {
  const parts = stripLocale(pathname).split('/').filter(Boolean);
  if (parts[0] !== category) return {};
  if (!parts[1]) return {};
  const group = `${category}/${parts[1]}`;
  return { group, tab: parts[2] ? `${group}/${parts[2]}` : undefined };
}

function SubNav({
  rows,
  active,
  vertical,
  testId,
  fade,
}: {
  rows: MenuItem[];
  active?: string;
  vertical: boolean;
  testId?: string;
  fade?: 'paper' | 'default';
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (vertical) {
    return (
      <List dense disablePadding>
        {/* Each link in its own <li>: a <ul> may hold only list items (axe "list" rule). */}
        {rows.map((row) => (
          <ListItem key={row.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={lp(hrefOf(row.id))}
              selected={row.id === active}
              aria-current={row.id === active ? 'page' : undefined}
              data-testid={`subnav-${row.id.replace(/\//g, '-')}`}
            >
              <ListItemText primary={t(menuTextKey(row.id))} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <ScrollRow active={active} testId={testId} fade={fade}>
      {rows.map((row) => (
        <Button
          key={row.id}
          size="small"
          component={RouterLink}
          to={lp(hrefOf(row.id))}
          variant={row.id === active ? 'contained' : 'text'}
          aria-current={row.id === active ? 'page' : undefined}
          data-testid={`subnav-${row.id.replace(/\//g, '-')}`}
          sx={{ flexShrink: 0 }}
        >
          {t(menuTextKey(row.id))}
        </Button>
      ))}
    </ScrollRow>
  );
}

/**
 * The frame of every area page: the area title and its sub-navigation (groups from the server
 * menu, tabs of the open group), placed where the tool bar's menu position says.
 */
export function AreaLayout({ area, category, children }: AreaLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const position = usePrefsStore((s) => s.menuPosition);
  const mobile = useIsMobile();
  const menu = useMenu();
  const rows = categoryRows(menu.data ?? [], category);
  const groups = rows.filter((r) => r.depth === 2);
  const active = activeIds(pathname, category);
  // The landing page (`/x`) is the first group (home, or intro for info).
  const group = active.group ?? groups[0]?.id;
  const tab = active.tab;
  const tabs = rows.filter((r) => r.depth === 3 && group && r.id.startsWith(group + '/'));
  const side = !mobile && (position === 'L' || position === 'R');

  const nav = groups.length > 0 && (
    <Paper
      component="nav"
      variant="outlined"
      aria-label={t('subnav.label')}
      data-testid="area-subnav"
      sx={side ? { width: 220, flexShrink: 0, alignSelf: 'flex-start' } : { px: 1 }}
    >
      <SubNav rows={groups} active={group} vertical={side} testId="subnav-row" />
    </Paper>
  );

  const content = (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      {tabs.length > 0 && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }} data-testid="area-tabs">
          <SubNav rows={tabs} active={tab} vertical={false} testId="tabs-row" fade="default" />
        </Box>
      )}
      {children}
    </Box>
  );

  // On a phone the menu is always above the page (the tool bar's menu-position choice is disabled there).
  const after = side ? position === 'R' : !mobile && position === 'B';
  return (
    <Box data-testid={`area-${area}`} data-area={area}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t(menuTextKey(category))}
      </Typography>
      <Stack direction={side ? 'row' : 'column'} spacing={2}>
        {!after && nav}
        {content}
        {after && nav}
      </Stack>
    </Box>
  );
}
