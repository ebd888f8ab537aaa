/**
 * What the share scope serves for `@mui/material` (mf-shared/build/webpack-app.js, SHARED): only the
 * components and helpers the product imports, each from its own deep path, so webpack keeps
 * nothing else. A shared module cannot be tree-shaken (the host cannot know what a remote will
 * use), so sharing the real barrel put all of MUI on every first load (issue 17).
 * shared-exports.spec.ts fails when a source file imports a name that is not listed here, or when
 * a name here is no longer imported anywhere.
 */
export { default as Alert } from '@mui/material/Alert';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as IconButton } from '@mui/material/IconButton';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Paper } from '@mui/material/Paper';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Slider } from '@mui/material/Slider';
export { default as Snackbar } from '@mui/material/Snackbar';
export { default as Stack } from '@mui/material/Stack';
export { default as Switch } from '@mui/material/Switch';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as TableSortLabel } from '@mui/material/TableSortLabel';
export { default as TextField } from '@mui/material/TextField';
export { default as Typography } from '@mui/material/Typography';
export { useTheme } from '@mui/material/styles';
