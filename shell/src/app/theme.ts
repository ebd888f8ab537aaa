import { createTheme, type Theme } from '@mui/material';

/** The BeanTrail look: coffee browns on a warm paper background, or a dark roast. */
export function createAppTheme(mode: 'light' | 'dark'): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#6d4c41' : '#d7b49e' },
      secondary: { main: mode === 'light' ? '#2e7d32' : '#81c784' },
      background: mode === 'light' ? { default: '#faf7f2', paper: '#ffffff' } : { default: '#16110e', paper: '#221a16' },
    },
    shape: { borderRadius: 8 },
    components: { MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
    typography: { fontFamily: "system-ui, -apple-system, 'Segoe UI', 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif" },
  });
}
