import {
  htmlLang,
  resolveTheme,
  saveLanguage,
  setLanguage,
  useLocale,
  usePrefsStore,
  useSessionSync,
} from '@beantrail/mf-shared/core';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { ToolBar } from './tool-bar';

/** Mirrors the look choices onto <html>/<body> so tests and CSS can read them. */
function useDocumentState(theme: 'light' | 'dark', layout: string, menuPosition: string) {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    // Spec 000 §4: the language in use is remembered for 30 days (used when opening `/`).
    saveLanguage(locale);
    setLanguage(locale).catch((error: unknown) => console.error('[i18n] language change failed', error));
  }, [locale]);
  useEffect(() => {
    const { dataset } = document.body;
    dataset.theme = theme;
    dataset.layout = layout;
    dataset.menuPosition = menuPosition;
  }, [theme, layout, menuPosition]);
}

/**
 * The first stop of the Tab key: past the header's menu and the tool bar's controls (some twenty
 * stops) to the page itself. Hidden until focused.
 */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main"
      data-testid="skip-to-main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skip')}
    </Box>
  );
}

/** Header, tool bar, the page and the footer; layout N centres, F spans, S is compact without footer. */
export function ShellLayout() {
  useSessionSync();
  const layout = usePrefsStore((s) => s.layout);
  const menuPosition = usePrefsStore((s) => s.menuPosition);
  const choice = usePrefsStore((s) => s.theme);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = resolveTheme(choice, prefersDark);
  useDocumentState(theme, layout, menuPosition);
  const maxWidth = layout === 'F' ? false : 'lg';
  return (
    <Box
      id="app-root"
      data-theme={theme}
      data-layout={layout}
      data-menu-position={menuPosition}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <SkipLink />
      <Header compact={layout === 'S'} maxWidth={maxWidth} />
      <ToolBar maxWidth={maxWidth} compact={layout === 'S'} />
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth={maxWidth}
        sx={{ flex: 1, py: layout === 'S' ? 1 : 3, '&:focus': { outline: 'none' } }}
      >
        <Outlet />
      </Container>
      {layout !== 'S' && <Footer maxWidth={maxWidth} />}
    </Box>
  );
}
