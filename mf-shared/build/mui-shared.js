// @ts-check
/**
 * The MUI modules the share scope serves, each by its own path (`@mui/material/Button`): the areas
 * import them so, and a page loads only the components its chunks use. Sharing one barrel of
 * everything the areas use had put the Slider, the Select, the dialogs and more on every first
 * page, since a shared module is never tree-shaken. SvgIcon is what
 * @mui/icons-material's icons are drawn with.
 * mf-shared/src/federation/shared-exports.spec.ts fails when an area imports an MUI path that is
 * not listed (the area would carry a second MUI) or when a listed one is imported nowhere.
 */
module.exports = [
  'Alert',
  'Box',
  'Button',
  'Checkbox',
  'Chip',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'FormControlLabel',
  'FormHelperText',
  'IconButton',
  'MenuItem',
  'Paper',
  'Slider',
  'Snackbar',
  'Stack',
  'SvgIcon',
  'Switch',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
  'TextField',
  'Typography',
].map((name) => `@mui/material/${name}`);
