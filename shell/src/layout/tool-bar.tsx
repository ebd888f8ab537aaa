import { MASS_CHOICES, safeReturnPath, withReturnPath } from '@beantrail/contracts';
import {
  Hint,
  LAYOUTS,
  MENU_POSITIONS,
  returnPathOf,
  signOut,
  THEMES,
  useAuthStore,
  useIsMobile,
  useLocalePath,
  usePrefsStore,
} from '@beantrail/mf-shared/core';
import TuneIcon from '@mui/icons-material/Tune';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LanguageSwitch } from './language-switch';
import { MainTimer } from './main-timer';
import { PrefSelect } from './pref-select';
import { RoleSelects } from './role-selects';

function SignButton() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const user = useAuthStore((s) => s.user);
  // On a phone the sign-out button is an icon, so name, buttons, language and timer fit one line.
  const mobile = useIsMobile();
  if (user === undefined) return <Box sx={{ width: 96 }} />;
  if (!user) {
    // Back to this page after signing in; from the sign-up page, to the page that sent the user there.
    const from =
      safeReturnPath(location.pathname + location.search) ??
      returnPathOf(location.state) ??
      returnPathOf({ from: new URLSearchParams(location.search).get('from') });
    return (
      <Button
        size="small"
        variant="contained"
        startIcon={<LoginIcon />}
        // A document the server renders (docs/FRONTEND.md "The sign-in page"): a plain link.
        href={withReturnPath(lp('/user/signin'), from)}
        data-testid="btn-signin"
      >
        {t('toolbar.signin')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {/* Never cut on a phone: the name wraps (and a role select moves to the next line) instead. */}
      <Typography
        variant="body2"
        data-testid="signed-in-user"
        title={user.name}
        sx={
          mobile
            ? { overflowWrap: 'anywhere', minWidth: 0 }
            : { whiteSpace: 'nowrap', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }
        }
      >
        {t('toolbar.signed_in_as', { name: user.name })}
      </Typography>
      {mobile ? (
        <Hint title={t('toolbar.signout')}>
          <IconButton
            size="small"
            aria-label={t('toolbar.signout')}
            onClick={() => void signOut()}
            data-testid="btn-signout"
          >
            <LogoutIcon fontSize="small" />
          </IconButton>
        </Hint>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<LogoutIcon />}
          onClick={() => void signOut()}
          data-testid="btn-signout"
        >
          {t('toolbar.signout')}
        </Button>
      )}
    </Box>
  );
}

function DisplayPrefs() {
  const { t } = useTranslation();
  const prefs = usePrefsStore();
  // 000 §9: a phone (767 px and below) has no room for a side menu, so its menu always sits above
  // the page; the choice is kept for wider screens and said so, not offered to do nothing.
  const mobile = useIsMobile();
  return (
    <>
      <PrefSelect
        id="select-layout"
        label={t('toolbar.layout')}
        value={prefs.layout}
        options={LAYOUTS.map((v) => ({ value: v, label: `${v} · ${t(`toolbar.layout_${v}`)}` }))}
        onChange={prefs.setLayout}
      />
      <PrefSelect
        id="select-menu-position"
        label={t('toolbar.menu_position')}
        value={prefs.menuPosition}
        options={MENU_POSITIONS.map((v) => ({ value: v, label: `${v} · ${t(`toolbar.menu_${v}`)}` }))}
        onChange={prefs.setMenuPosition}
        disabled={mobile}
        note={mobile ? t('toolbar.menu_position_phone') : undefined}
      />
      <PrefSelect
        id="select-theme"
        label={t('toolbar.theme')}
        value={prefs.theme}
        options={THEMES.map((v) => ({ value: v, label: t(`toolbar.theme_${v}`) }))}
        onChange={prefs.setTheme}
      />
      {/* 000 §9: every mass in g, Kg, t, oz or lb, or each in its own unit. */}
      <PrefSelect
        id="select-mass-unit"
        label={t('toolbar.mass_unit')}
        value={prefs.massUnit}
        options={MASS_CHOICES.map((v) => ({ value: v, label: v === 'auto' ? t('toolbar.mass_auto') : v }))}
        onChange={prefs.setMassUnit}
      />
    </>
  );
}

/**
 * Spec 000 §2, §4: sign in/out, layout, menu position, theme, mass unit, language, main timer, role selection.
 * On a phone (≤ 767 px) the three display selects fold behind one button, so the tool bar keeps
 * to one line above the page instead of three (two with role selects: they get the second line).
 */
export function ToolBar({ maxWidth, compact }: { maxWidth: 'lg' | false; compact: boolean }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const rolesShown = useAuthStore((s) => s.roles.cafe.length + s.roles.roaster.length > 0);
  return (
    <Box
      component="section"
      aria-label={t('toolbar.label')}
      data-testid="toolbar"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth={maxWidth}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: mobile ? 'center' : 'flex-end',
          columnGap: mobile ? 1 : 2,
          rowGap: 1,
          py: compact ? 0.5 : 1,
        }}
      >
        <SignButton />
        {/* On a phone the role selects take a line of their own (with the timer), so the user's
            name keeps the first line and is never cut. */}
        {!mobile && <RoleSelects />}
        <Box sx={{ flex: 1 }} />
        {/* On a desktop the display choices, language and timer move together: when a long name
            and role leave no room, the whole group goes to the next line, right-aligned, instead
            of the timer alone wrapping to the left. */}
        {!mobile && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              alignItems: 'flex-end',
              columnGap: 2,
              rowGap: 1,
              ml: 'auto',
            }}
            data-testid="toolbar-end"
          >
            <DisplayPrefs />
            <LanguageSwitch />
            <MainTimer />
          </Box>
        )}
        {mobile && (
          <Hint title={t('toolbar.display')}>
            <IconButton
              size="small"
              aria-label={t('toolbar.display')}
              aria-expanded={open}
              aria-controls="toolbar-display"
              onClick={() => setOpen((o) => !o)}
              color={open ? 'primary' : 'default'}
              data-testid="btn-display-prefs"
            >
              <TuneIcon fontSize="small" />
            </IconButton>
          </Hint>
        )}
        {mobile && <LanguageSwitch />}
        {mobile && rolesShown ? (
          <Box sx={{ flexBasis: '100%', display: 'flex', alignItems: 'flex-end', columnGap: 1 }}>
            <RoleSelects />
            <Box sx={{ flex: 1 }} />
            <MainTimer />
          </Box>
        ) : (
          mobile && <MainTimer />
        )}
      </Container>
      {mobile && (
        <Collapse in={open} unmountOnExit>
          <Container id="toolbar-display" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, pb: 1 }}>
            <DisplayPrefs />
          </Container>
        </Collapse>
      )}
    </Box>
  );
}
