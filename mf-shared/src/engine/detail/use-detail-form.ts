import { pageFields, type FieldError, type RecordValues } from '@beantrail/contracts';
import type { FormApi } from 'final-form';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteButtons, type DetailButton } from './detail-mode';
import { clearedValues, settledValues } from './form-values';
import { useEngineNotice } from '../notice-store';
import { createTypedInputs } from './typed-input';
import { useDetailClipboard } from './use-detail-clipboard';
import type { EntityDetailModel, SaveOutcome } from './use-entity-detail';

/** A field both editors changed, and what this user had typed in it (shown, so it need not be remembered). */
export interface Carried {
  field: string;
  mine: string;
}

/** The field a save check or the server marked, with its message (drawn under the field). */
export interface ErrorField {
  field: string;
  text: string;
}

type Form = FormApi<RecordValues>;

/**
 * What one detail form shows besides its fields (000 §4, §5, §6): the toolbar's buttons and
 * their outcomes, a save's result (busy, the failure alert, the field it marks, the check dialog),
 * the remove confirmation, what a conflict's reload carried over, and whether leaving may be
 * blocked. The record itself and the calls are useEntityDetail's; the view only draws this.
 * One per form: the view remounts it per record and mode, so everything starts fresh.
 */
export function useDetailForm(model: EntityDetailModel, ns: string) {
  const { page, mode } = model;
  const { t } = useTranslation(ns);
  const notice = useEngineNotice((s) => s.show);
  const clipboard = useDetailClipboard(page, model.settable);
  const [invalid, setInvalid] = useState<FieldError | null>(null);
  const [errorField, setErrorField] = useState<ErrorField | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ message: string; params?: Record<string, string> } | null>(null);
  /** After a conflict's reload: the fields both editors changed, with what this user had typed ([] when all of it was put back). */
  const [carried, setCarried] = useState<Carried[] | null>(null);
  /** Set while a save or remove navigates away on purpose: the leave guard must not ask then. */
  const skipLeave = useRef(false);
  const [typed] = useState(createTypedInputs);
  const settled = useMemo(() => settledValues(page, model.initialValues, mode), [page, model.initialValues, mode]);
  // A person's note has its own form: the note's buttons once, below it while writing (above in view).
  const buttons = page.noteForm
    ? noteButtons(model.buttons, mode, model.rights.remove && (model.detail.data?.removable ?? true))
    : model.buttons;

  const showOutcome = useCallback(
    (outcome: SaveOutcome) => {
      if (outcome.kind === 'invalid') {
        setInvalid(outcome.error);
        setErrorField({ field: outcome.error.field, text: t(`message:${outcome.error.key}`) });
        return;
      }
      if (outcome.kind === 'unchanged') notice('save_not_changed', 'info');
      else if (outcome.kind === 'failed') setFailed({ message: outcome.message, params: outcome.params });
      // A refusal the server names a field for (a rule only it checks) marks that field as well.
      if (outcome.kind === 'failed' && outcome.field && pageFields(page).some((f) => f.name === outcome.field))
        setErrorField({
          field: outcome.field,
          text: t(`message:${outcome.message}`, { ...outcome.params, defaultValue: t('message:error_text') }),
        });
      else setErrorField(null);
    },
    [notice, page, t],
  );

  const save = useCallback(
    async (form: Form) => {
      setBusy(true);
      setFailed(null);
      skipLeave.current = true;
      // A date typed that is no date comes first: the field is empty, but the user typed something.
      const typedError = typed.list().find((x) => x.text !== '');
      const outcome: SaveOutcome = typedError
        ? {
            kind: 'invalid',
            error: { key: 'field_date', field: typedError.field.replace(/~$/, ''), value: typedError.text },
          }
        : await model.save(form.getState().values);
      skipLeave.current = outcome.kind === 'saved';
      setBusy(false);
      showOutcome(outcome);
      return outcome;
    },
    [model, typed, showOutcome],
  );

  /** The remove dialog's confirm: the record goes, or the failure shows. */
  const remove = useCallback(async () => {
    setConfirmRemove(false);
    skipLeave.current = true;
    const outcome = await model.remove();
    skipLeave.current = outcome.kind === 'saved';
    if (outcome.kind === 'failed') setFailed({ message: outcome.message, params: outcome.params });
    return outcome;
  }, [model]);

  const onButton = (b: DetailButton, form: Form) => {
    switch (b) {
      case 'list':
        return model.toList();
      case 'edit':
        return model.setMode('edit');
      case 'cancel':
        return model.cancel();
      case 'undo':
        setErrorField(null);
        return form.reset();
      case 'save':
        return void save(form);
      case 'reload':
        form.reset();
        return void model.reload();
      case 'remove':
        return setConfirmRemove(true);
      case 'copy':
        return void clipboard.copy(form.getState().values);
      case 'paste':
        return clipboard.paste(form);
      case 'clear': {
        const next = clearedValues(page, form.getState().values, model.settable);
        return form.batch(() => Object.entries(next).forEach(([k, v]) => form.change(k, v)));
      }
      case 'trash':
        return clipboard.trash();
    }
  };

  /** Closes the save check's dialog; the view then brings the failing field into view (000 §5). */
  const closeInvalid = useCallback(() => {
    const field = invalid?.field;
    setInvalid(null);
    return field;
  }, [invalid]);

  return {
    buttons,
    busy,
    failed,
    errorField,
    clearErrorField: useCallback(() => setErrorField(null), []),
    invalid,
    closeInvalid,
    confirmRemove,
    cancelRemove: useCallback(() => setConfirmRemove(false), []),
    remove,
    carried,
    setCarried,
    skipLeave,
    settled,
    typed,
    save,
    onButton,
  };
}

export type DetailFormModel = ReturnType<typeof useDetailForm>;
