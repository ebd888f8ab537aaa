import type { Locale } from '@beantrail/contracts';
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { enUS, koKR } from '@mui/material/locale';

/**
 * MUI's own texts (rating labels, autocomplete buttons, pagination) in the page's language: its
 * Korean locale, with a clearer empty-rating label than its "빈 텍스트". The date pickers take
 * theirs in their own chunk (engine/widgets/date-widgets.tsx).
 */
const MUI_TEXTS: Record<Locale, object> = {
  kr: {
    components: {
      ...koKR.components,
      MuiRating: { defaultProps: { ...koKR.components?.MuiRating?.defaultProps, emptyLabelText: '별점 없음' } },
    },
  },
  en: enUS,
};

/** The keyboard focus ring (blue: no part of the coffee palette, so it is never lost in it). */
const FOCUS = { light: '#1a73e8', dark: '#8ab4f8' } as const;

/** The BeanTrail look: coffee browns on a warm paper background, or a dark roast. */
export function createAppTheme(mode: 'light' | 'dark', locale: Locale = 'kr'): Theme {
  return createTheme(
    {
      palette: {
        mode,
        primary: { main: mode === 'light' ? '#6d4c41' : '#d7b49e' },
        secondary: { main: mode === 'light' ? '#2e7d32' : '#81c784' },
        background:
          mode === 'light' ? { default: '#faf7f2', paper: '#ffffff' } : { default: '#16110e', paper: '#221a16' },
      },
      shape: { borderRadius: 8 },
      components: {
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        // Korean breaks between words, not inside them ("에티오피/아" in a narrow column);
        // a word longer than its box still wraps (break-word keeps the column's min width).
        // Keyboard focus is seen on every button, link and list row (MUI's
        // own mark is a faint ripple, and a focused row showed nothing). One colour that stands out on
        // the brown bar, on paper and on a contained button; rows are outlined inside, as tables clip.
        MuiCssBaseline: {
          styleOverrides: {
            'html:lang(ko) body': { wordBreak: 'keep-all', overflowWrap: 'break-word' },
            '.MuiButtonBase-root.Mui-focusVisible, a:focus-visible': {
              outline: `2px solid ${FOCUS[mode]}`,
              outlineOffset: 2,
            },
            'tr[tabindex]:focus-visible': { outline: `2px solid ${FOCUS[mode]}`, outlineOffset: -2 },
            // A finger needs a bigger target than a mouse: icon and small buttons, pager items and menu
            // rows were 30–34 px on a phone. Touch screens only, so a desktop
            // keeps its compact bars.
            '@media (pointer: coarse)': {
              '.MuiIconButton-root': { minWidth: 40, minHeight: 40 },
              '.MuiButton-root, .MuiToggleButton-root': { minHeight: 40 },
              '.MuiPaginationItem-root': { minWidth: 40, height: 40 },
              '.MuiListItemButton-root, .MuiMenuItem-root': { minHeight: 44 },
            },
          },
        },
      },
      typography: {
        fontFamily: "system-ui, -apple-system, 'Segoe UI', 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif",
      },
    },
    MUI_TEXTS[locale],
  );
}
