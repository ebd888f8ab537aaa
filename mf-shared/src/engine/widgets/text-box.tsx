import InfoOutlined from '@mui/icons-material/InfoOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextBox, type PasteNote, type TextBoxProps } from './use-text-box';
import { byteCounter, numberInputAttrs } from './widget-values';
import type { WidgetProps } from './widget-types';

function adornments(props: WidgetProps, end?: ReactNode) {
  return {
    startAdornment: props.before ? <InputAdornment position="start">{props.before}</InputAdornment> : undefined,
    endAdornment:
      props.after || end ? (
        <InputAdornment position="end">
          {props.after}
          {end}
        </InputAdornment>
      ) : undefined,
  };
}

function overBytes(field: WidgetProps['field'], value: unknown): boolean {
  const counter = byteCounter(field, value);
  return !!counter && counter.count > counter.max;
}

/**
 * The save check's message and/or the byte counter ("48 / 45 bytes" explains a too-long text), and
 * after a paste the input's length limit cut, how much it kept (admin review: it was cut silently).
 */
function helper(
  props: WidgetProps,
  t: (k: string, o?: Record<string, unknown>) => string,
  paste?: PasteNote,
): ReactNode {
  const counter = byteCounter(props.field, props.value);
  const count = counter ? t('detail.bytes', counter) : undefined;
  // An id with a declared form shows an example of it (field_pattern refers to it).
  const example = props.field.pattern ? t('detail.example', { example: props.field.pattern.example }) : undefined;
  const pasted = paste ? t(paste.over ? 'detail.paste_over' : 'detail.paste_cut', { max: paste.max }) : undefined;
  const parts = [props.error, pasted, example, count].filter(Boolean);
  if (parts.length < 2) return parts[0];
  return `${parts.slice(0, -1).join(' ')} (${parts[parts.length - 1]})`;
}

/** The one text box every text-like widget uses (label, tooltip, before/after, byte counter); what it decides is useTextBox's. */
export function TextBox(props: TextBoxProps) {
  const { t } = useTranslation('engine');
  const { field, id, label, tooltip, value, onBlur, disabled, required, type = 'text', multiline, end } = props;
  const { limit, upper, paste, change, pasted } = useTextBox(props);
  return (
    <TextField
      id={id}
      name={field.name}
      data-testid={`field-${field.name}`}
      label={label}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={change}
      onPaste={pasted}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      // Over its byte limit the box turns red as it is typed (Hangul is 3 bytes a letter, so the
      // character limit alone cannot stop it), not only at the save.
      error={!!props.error || overBytes(field, value)}
      helperText={helper(props, t, paste)}
      type={type === 'number' ? 'text' : type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxRows={multiline ? 12 : undefined}
      fullWidth
      size="small"
      slotProps={{
        input: adornments(
          props,
          tooltip || end ? (
            <>
              {tooltip && (
                <Tooltip title={tooltip}>
                  <InfoOutlined
                    fontSize="small"
                    color="action"
                    aria-label={tooltip}
                    data-testid={`tooltip-${field.name}`}
                  />
                </Tooltip>
              )}
              {end}
            </>
          ) : undefined,
        ),
        htmlInput: {
          maxLength: limit,
          ...(upper ? { autoCapitalize: 'characters' } : {}),
          ...(type === 'number' ? { inputMode: 'decimal', 'data-step': numberInputAttrs(field).step } : {}),
        },
      }}
    />
  );
}
