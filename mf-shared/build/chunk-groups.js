// @ts-check
/**
 * How a production build cuts its lazy chunks (`optimization.splitChunks.cacheGroups`): the
 * libraries every page runs in one chunk, MUI's base in another, the form's and the dialog's MUI
 * in chunks of their own (docs/PERFORMANCE.md "Deep links").
 */
// MUI modules a record's form draws and no list page loads (the optimization's `muiForm` group).
const MUI_FORM_COMPONENTS = [
  'Autocomplete',
  'useAutocomplete',
  'ListSubheader',
  'Popper',
  'Popover',
  'Menu',
  'MenuList',
  'MenuItem',
  'ListItemIcon',
  'Grow',
  'Tooltip',
  'Chip',
  'ToggleButton',
  'ToggleButtonGroup',
  'Switch',
  'Checkbox',
  'FormControlLabel',
  'FormGroup',
  'Link',
  'Slider',
  'Radio',
  'RadioGroup',
  'Rating',
  'FilledInput',
  'Divider',
  'TextField',
];
// The dialog and what it is built on: its own chunk, since a cafe's receiving QR opens cold on a
// question (register the bean first?) before any form, and the engine's dialogs load on their own.
const MUI_DIALOG =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Dialog|DialogActions|DialogContent|DialogContentText|DialogTitle|Modal|Backdrop|Fade|Unstable_TrapFocus|Portal)[\\/]/;
const MUI_FORM = new RegExp(
  `[\\\\/]node_modules[\\\\/](@popperjs[\\\\/]core[\\\\/]|@mui[\\\\/]material[\\\\/]((${MUI_FORM_COMPONENTS.join('|')})[\\\\/]|Select[\\\\/]Select(Input)?\\.mjs$))`,
);

const CACHE_GROUPS = {
  // Libraries every page of the application runs: one chunk, where each shared module had
  // its own small one (a file's gzip does not reach across files).
  framework: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|history|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|zustand|use-sync-external-store)[\\/]/,
    chunks: 'async',
    enforce: true,
    name: 'framework',
  },
  // What every MUI component is built on (styled, the theme, emotion, utilities) and the
  // components every area page draws (header, tool bar, a list, status screens): one chunk,
  // not a copy of each small module in every component's chunk. Form-only
  // components stay in chunks of their own, loaded with a record's form.
  muiBase: {
    test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|transitions|DefaultPropsProvider|zero-styled|className|colors|internal[\\/]svg-icons|SvgIcon|ButtonBase|Button|ButtonGroup|IconButton|Typography|Paper|Box|Stack|Container|AppBar|Toolbar|Alert|Skeleton|CircularProgress|Collapse|List|ListItem|ListItemButton|ListItemText|InputBase|Input|OutlinedInput|FormControl|InputLabel|NativeSelect|TextareaAutosize|Table|TableBody|TableCell|TableContainer|TableHead|TableRow|useMediaQuery|CssBaseline|GlobalStyles|useLazyRipple))|@emotion|stylis|hoist-non-react-statics|clsx|react-is|prop-types|@babel[\\/]runtime)[\\/]/,
    chunks: 'async',
    enforce: true,
    name: 'mui-base',
  },
  // The components a record's form draws and no list page does (selects, autocompletes,
  // the pop-ups under them, switches, chips, sliders, Popper.js): one chunk, fetched with
  // the first form; the dialog and its modal base are `mui-dialog`. Each in its own chunk, a form page opened cold from a QR
  // or note link loaded ~70 files, most under 3 KB (a file's gzip does not reach across
  // files). Modules a list page loads (selectClasses, FormLabel, FormHelperText,
  // LinearProgress, the transition base) stay out: they would pull the whole chunk
  // onto every list page. docs/PERFORMANCE.md "Deep links".
  muiForm: {
    test: MUI_FORM,
    chunks: 'async',
    enforce: true,
    name: 'mui-form',
  },
  muiDialog: { test: MUI_DIALOG, chunks: 'async', enforce: true, name: 'mui-dialog' },
  // Any other MUI module needed by two chunks (the shell's tool bar and the areas' barrel
  // both use NativeSelect and Input): below webpack's 20 KB minimum it was copied into
  // both, and an area's page loaded it twice (the bench's second copy of @mui/material).
  muiShared: {
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/,
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    priority: -5,
    reuseExistingChunk: true,
  },
  // The same for the contracts: the shell's core and the full library are two shared
  // modules, and below 20 KB the message catalogue went into both (loaded twice).
  contractsShared: {
    test: /[\\/]mf-shared[\\/]contracts[\\/]/,
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    priority: -5,
    reuseExistingChunk: true,
  },
};

module.exports = { CACHE_GROUPS };
