import ContentCopy from '@mui/icons-material/ContentCopy';
import SearchIcon from '@mui/icons-material/Search';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import Link from '@mui/material/Link';
import { isMassField, massUnitOf } from '@beantrail/contracts';
import { useEffect, useState } from 'react';
import { useLocale } from '../../area/locale-path';
import { usePrefsStore } from '../../prefs/prefs-store';
import { useTranslation } from 'react-i18next';
import { ViewValue } from './field-frame';
import { massInputText, massNumberText, parseMassInput, sameMass } from './mass-values';
import { TextBox } from './text-box';
import type { WidgetProps } from './widget-types';

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
