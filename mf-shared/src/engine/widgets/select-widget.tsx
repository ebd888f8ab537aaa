import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/auth-store';
import { CodeInfoButtons } from './code-info';
import { ChoiceView } from './field-frame';
import type { SelectOption } from './options';
import { useFieldOptions } from './use-field-options';
import { asList, inputDirectValue, reloadNeedsConfirm, SELECT_RELOAD_BUSY_MS } from './widget-values';
import type { WidgetProps } from './widget-types';

/**
 * Spec 000 §4, §6: reload refetches the options; the button is busy for 1 s; ADMIN/SADMIN
 * reload at once, others confirm first (title `refresh`, text `refresh_select_detail`).
 */
function ReloadButton({ reload, name }: { reload: () => Promise<unknown>; name: string }) {
  const { t } = useTranslation('engine');
  const usertype = useAuthStore((s) => s.user?.usertype);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = () => {
    setConfirm(false);
    setBusy(true);
    void reload();
    timer.current = setTimeout(() => setBusy(false), SELECT_RELOAD_BUSY_MS);
  };
  return (
    <>
      <Tooltip title={t('widget.reload')}>
        <span>
          <IconButton
            size="small"
            aria-label={t('widget.reload')}
            data-testid={`reload-${name}`}
            aria-busy={busy}
            disabled={busy}
            onClick={() => (reloadNeedsConfirm(usertype) ? setConfirm(true) : run())}
          >
            {busy ? <CircularProgress size={16} /> : <Refresh fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <Dialog open={confirm} onClose={() => setConfirm(false)} data-testid="select-reload-confirm">
        <DialogTitle>{t('widget.refresh')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('widget.refresh_select_detail')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{t('detail.cancel')}</Button>
          <Button onClick={run} variant="contained">
            {t('detail.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The options plus the "input direct" entry when the field has one and the list lacks it. */
function withInputDirect(props: WidgetProps, options: SelectOption[], label: string): SelectOption[] {
  const direct = inputDirectValue(props.field);
  if (direct === undefined || options.some((o) => o.value === direct)) return options;
  return [...options, { value: direct, label }];
}

/**
 * Select, single or multiple (`multiSelect`); searchable for multi-selects and long lists.
 * Options from a code group or a data URL, a reload button; "input direct" is an option whose
 * choice reveals the linked text field (the detail view shows that field only then).
 */
export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation('engine');
  const { options: loaded, loading, ready, reload } = useFieldOptions(props);
  const options = withInputDirect(props, loaded, t('widget.input_direct'));
  const multiple = props.field.widget === 'multiSelect';
  const chosen = asList(props.value);
  // 001 §4 "Variety info click": each chosen variety's information, in view and edit mode.
  const info = <CodeInfoButtons field={props.field} chosen={chosen} options={options} />;
  if (props.readOnly) {
    return (
      <>
        <ChoiceView props={props} options={options} loading={loading} values={chosen} />
        {info}
      </>
    );
  }
  const source = props.field.source ?? {};
  const reloadable = !!(source.codeGroup || source.dataUrl);
  // Long lists (countries, varieties) and multi-selects get a searchable box.
  const searchable = multiple || options.length > 15;
  const common = {
    id: props.id,
    label: props.label,
    required: props.required,
    error: !!props.error,
    helperText: props.error,
    size: 'small' as const,
    fullWidth: true,
  };
  const control = searchable ? (
    <Autocomplete
      multiple={multiple}
      options={options}
      loading={loading}
      disabled={props.disabled || !ready}
      value={
        multiple
          ? options.filter((o) => chosen.includes(o.value))
          : (options.find((o) => o.value === chosen[0]) ?? null)
      }
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      noOptionsText={t('widget.no_options')}
      onChange={(_, v) => props.onChange(Array.isArray(v) ? v.map((o) => o.value) : (v?.value ?? ''))}
      renderOption={(liProps, o) => (
        <li {...liProps} key={o.value} data-value={o.value}>
          {o.label}
        </li>
      )}
      renderInput={(params) => <TextField {...params} {...common} name={props.field.name} />}
      // minWidth 0: a flex item's least width is otherwise its content's, and a chosen variety's chip
      // pushed the reload button 2 px past a phone's edge (the page scrolled sideways).
      sx={{ flex: 1, minWidth: 0 }}
    />
  ) : (
    <TextField
      {...common}
      select
      sx={{ minWidth: 0 }}
      name={props.field.name}
      value={chosen[0] ?? ''}
      disabled={props.disabled || !ready}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
    >
      <MenuItem value="" data-value="">
        <em>{t('widget.none')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} data-value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'flex-start', width: '100%' }}
        data-testid={`field-${props.field.name}`}
      >
        {control}
        {reloadable && <ReloadButton reload={reload} name={props.field.name} />}
      </Stack>
      {info}
    </>
  );
}
