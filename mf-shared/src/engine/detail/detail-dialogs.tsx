import {
  type FieldDecl,
  type FieldError,
  isMassField,
  massUnitOf,
  maxCharsOf,
  shownUnitOf,
} from '@beantrail/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../area/locale-path';
import { usePrefsStore } from '../../prefs/prefs-store';
import { displayText, shortened } from './form-values';
import { massText } from '../widgets/mass-values';

/** A value bound with its field's unit (300 °C, 100 %), as the field shows it; lengths and row counts have none. */
function withUnit(limit: number, unit: string | undefined): string {
  return unit ? `${limit} ${unit}` : String(limit);
}

/** Spec 000 §5: the validation_error dialog names the field, the failed check and the value. */
export function ValidationDialog({
  error,
  label,
  field,
  onClose,
}: {
  error: FieldError | null;
  label: string;
  field?: FieldDecl;
  onClose: () => void;
}) {
  const { t } = useTranslation('engine');
  const choice = usePrefsStore((s) => s.massUnit);
  const locale = useLocale();
  // A mass's value and bound are grams in the form: shown in the user's unit.
  const mass = field && isMassField(field) ? (v: unknown) => massText(v, massUnitOf(field, choice), locale) : undefined;
  // A value's bound is in the field's unit; a text's in bytes (phone review: "기준: 300" said no unit),
  // except a textarea's character bound (000 §5), which is not bytes.
  const characters = (e: FieldError, f: FieldDecl | undefined) =>
    !!f && e.limit === maxCharsOf(f) && e.limit !== f.maxBytes;
  const limitUnit = (e: FieldError, f: FieldDecl | undefined) =>
    e.key === 'field_minValue' || e.key === 'field_maxValue'
      ? f
        ? shownUnitOf(f, choice)
        : undefined
      : (e.key === 'field_minLength' || e.key === 'field_maxLength') && !characters(e, f)
        ? t('detail.bytes_unit')
        : undefined;
  const value = shortened(error ? (mass ? mass(error.value) : displayText(error.value)) : '');
  return (
    <Dialog open={!!error} onClose={onClose} data-testid="validation-dialog">
      <DialogTitle>{t('message:validation_error')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="validation-field">
          {label}
          {error?.row !== undefined ? ` #${error.row + 1}` : ''}:{' '}
          <span data-testid="validation-message">{error ? t(`message:${error.key}`) : ''}</span>
        </DialogContentText>
        {/* The limit before the value: a value of thousands of characters had pushed it out of view (cafe review). */}
        {error?.limit !== undefined && (
          <DialogContentText data-testid="validation-limit">
            {t('detail.limit', { limit: mass ? mass(error.limit) : withUnit(error.limit, limitUnit(error, field)) })}
          </DialogContentText>
        )}
        <DialogContentText data-testid="validation-value" sx={{ overflowWrap: 'anywhere' }}>
          {t('detail.field_value', { value: value || t('detail.empty_value') })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus data-testid="validation-close">
          {t('detail.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  onConfirm,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('engine');
  return (
    <Dialog open={open} onClose={onClose} data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-cancel`}>
          {t('detail.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" data-testid={`${testId}-ok`}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
