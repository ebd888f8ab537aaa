import ContentCopy from '@mui/icons-material/ContentCopy';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import { isMassField, massUnitOf, utf8ByteLength } from '@beantrail/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocale } from '../../area/locale-path';
import { usePrefsStore } from '../../prefs/prefs-store';
import { useTranslation } from 'react-i18next';
import { ViewValue } from './field-frame';
import { massInputText, massNumberText, parseMassInput, sameMass } from './mass-values';
import { byteCounter, charLimit, numberInputAttrs, parseNumberInput } from './widget-values';
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

/** The text a paste would leave in the box, before the input's maxLength cuts it. */
function afterPaste(input: HTMLInputElement | HTMLTextAreaElement, pasted: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + pasted + input.value.slice(end);
}

/** After a paste: cut at the character limit, or over the byte limit (Hangul is 3 bytes a letter, so the character limit does not stop it). */
interface PasteNote {
  over: boolean;
  max: number;
}

interface TextBoxProps extends WidgetProps {
  type?: string;
  multiline?: boolean;
  end?: ReactNode;
  /** A number box that keeps its own text (the mass box): the raw text goes here instead. */
  onText?: (raw: string) => void;
}

/** The one text box every text-like widget uses (label, tooltip, before/after, byte counter). */
function TextBox(props: TextBoxProps) {
  const { t } = useTranslation('engine');
  const {
    field,
    id,
    label,
    tooltip,
    value,
    onChange,
    onBlur,
    disabled,
    required,
    type = 'text',
    multiline,
    end,
    onText,
  } = props;
  const limit = type === 'number' ? undefined : charLimit(field);
  // An id whose form has capitals and no small letters (a country or code id) is written in capitals
  // as typed: "kor" had been refused as field_pattern at the save (admin review). The server still
  // refuses a small letter sent by other means.
  const upper = !!field.pattern && /A-Z/.test(field.pattern.re) && !/a-z/.test(field.pattern.re);
  // Set when a paste did not fit; cleared by the next edit that fits.
  const [paste, setPaste] = useState<PasteNote | undefined>();
  return (
    <TextField
      id={id}
      name={field.name}
      data-testid={`field-${field.name}`}
      label={label}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => {
        const input = e.target;
        const typed = input.value;
        const text = upper ? typed.toUpperCase() : typed;
        if (text !== typed) {
          // The capitals go into the box now, with the caret put back at once: React then finds the
          // box already holding its value and leaves it (and the caret) alone. Restored a frame
          // later instead, fast typing had moved the caret after a key that came in between.
          const [start, end] = [input.selectionStart, input.selectionEnd];
          input.value = text;
          input.setSelectionRange(start, end);
        }
        if (paste && (paste.over ? utf8ByteLength(text) <= paste.max : text.length < paste.max)) setPaste(undefined);
        return onText ? onText(text) : onChange(type === 'number' ? parseNumberInput(text) : text);
      }}
      onPaste={(e) => {
        if (limit === undefined) return;
        const next = afterPaste(e.target as HTMLInputElement | HTMLTextAreaElement, e.clipboardData.getData('text'));
        if (next.length > limit) setPaste({ over: false, max: limit });
        else if (field.maxBytes !== undefined && utf8ByteLength(next) > field.maxBytes)
          setPaste({ over: true, max: field.maxBytes });
      }}
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

export function TextWidget(props: WidgetProps) {
  if (props.readOnly) return <ViewValue props={props} />;
  return <TextBox {...props} />;
}

/** Spec 000 §9: textarea, 1000 characters by default, 1,000,000 when large. */
export function TextareaWidget(props: WidgetProps) {
  if (props.readOnly) return <ViewValue props={props} />;
  return <TextBox {...props} multiline />;
}

export function SearchTextWidget(props: WidgetProps) {
  const { t } = useTranslation('engine');
  if (props.readOnly) return <ViewValue props={props} />;
  return <TextBox {...props} type="search" end={<SearchIcon fontSize="small" aria-label={t('widget.search')} />} />;
}

/** Password: never shown in view mode; a toggle reveals it while editing. */
export function PasswordWidget(props: WidgetProps) {
  const { t } = useTranslation('engine');
  const [shown, setShown] = useState(false);
  if (props.readOnly) return <ViewValue props={{ ...props, value: props.value ? '••••••' : '' }} />;
  return (
    <TextBox
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <IconButton size="small" aria-label={t('widget.show_password')} onClick={() => setShown((s) => !s)}>
          {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      }
    />
  );
}

/**
 * Number in display units (000 §9: scaled values are shown divided by their factor). The box
 * keeps non-numeric text so the save check reports field_NaN.
 */
export function NumberWidget(props: WidgetProps) {
  if (isMassField(props.field)) return <MassWidget {...props} />;
  if (props.readOnly) return <ViewValue props={props} />;
  return <TextBox {...props} type="number" />;
}

/**
 * A mass: the form holds grams; the box shows and takes the user's unit (tool
 * bar choice, else the field's declared unit), the view adds thousands separators. The box keeps
 * what is typed ("29.") while it stands for the form's value, and is written anew when the value
 * or the unit changes from elsewhere (a load, a copy, another unit chosen).
 */
function MassWidget(props: WidgetProps) {
  const choice = usePrefsStore((s) => s.massUnit);
  const locale = useLocale();
  const unit = massUnitOf(props.field, choice);
  const [text, setText] = useState(() => massInputText(props.value, unit));
  useEffect(() => {
    setText((current) => (sameMass(current, props.value, unit) ? current : massInputText(props.value, unit)));
  }, [props.value, unit]);
  // The view adds the unit label (`after`) itself.
  if (props.readOnly) return <ViewValue props={props}>{massNumberText(props.value, unit, locale)}</ViewValue>;
  return (
    <TextBox
      {...props}
      type="number"
      value={text}
      onText={(raw) => {
        setText(raw);
        props.onChange(parseMassInput(raw, unit));
      }}
    />
  );
}

export function LinkWidget(props: WidgetProps) {
  const href = typeof props.value === 'string' ? props.value : '';
  const safe = /^(https?:|\/)/i.test(href);
  if (props.readOnly)
    return (
      <ViewValue props={props}>
        {href && safe ? (
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {href}
          </Link>
        ) : (
          href
        )}
      </ViewValue>
    );
  return <TextBox {...props} type="url" />;
}

/** A value with a copy button (000 §2 "copy button"); the copy reports field_copy_ok / copy_failed. */
export function CopyWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const text = props.value === null || props.value === undefined ? '' : String(props.value);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setNote(t('message:field_copy_ok'));
    } catch (error) {
      console.warn('copy failed', error);
      setNote(t('message:copy_failed'));
    }
  };
  const button = (
    <Tooltip title={t('engine:widget.copy')}>
      <IconButton
        size="small"
        aria-label={t('engine:widget.copy')}
        data-testid={`copy-${props.field.name}`}
        onClick={copy}
      >
        <ContentCopy fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  if (props.readOnly)
    return (
      <ViewValue props={props}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{text}</span>
          {text && button}
          {note && (
            <Typography variant="caption" role="status">
              {note}
            </Typography>
          )}
        </Stack>
      </ViewValue>
    );
  return <TextBox {...props} end={button} />;
}
