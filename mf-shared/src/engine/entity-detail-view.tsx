import { type FieldDecl, hasUserType, pageFields, pageSublists, pageTitleKey, type FieldError, type PageDecl, type RecordValues, recordToDisplay } from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormApi } from 'final-form';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Field, Form, FormSpy, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import './detail-setup';
import { useLeaveBlocker } from '../area/app-history';
import { ErrorStatus, LoadingSkeleton, StatusScreen } from '../area/status-screens';
import { useAuthStore } from '../auth/auth-store';
import { lastInputWasKeyboard, watchInputModality } from '../ui/input-modality';
import { ConfirmDialog, ValidationDialog } from './detail-dialogs';
import { DeriveEffect } from './derive-effect';
import { FollowEffect } from './follow-effect';
import { DependentsEffect } from './dependents-effect';
import { DetailFields, focusField } from './detail-fields';
import { noteButtons, type DetailButton } from './detail-mode';
import { NoteFields } from './note-form';
import { DetailToolbar } from './detail-toolbar';
import { carriedEdits, changedFrom, clearedValues, copiedValues, displayText, pastedValues, settledValues, shortened } from './form-values';
import { useFieldLabel } from './engine-context';
import { useEngineNotice } from './notice-store';
import { createTypedInputs, TypedInputsContext } from './typed-input';
import { type DetailOptions, useEntityDetail, type EntityDetailModel } from './use-entity-detail';
import { reasonStatus } from './viewer';
import { RoleNotes, useRoleShort } from './role-note';

const clipKey = (page: PageDecl) => `bt.clipboard.${page.id}`;

/**
 * Warns before leaving with unsaved changes: in-app navigation and the back button (the history's
 * blocker), and closing the tab (the blocker also makes the browser ask then).
 */
function LeaveGuard({ dirty, skip }: { dirty: boolean; skip: RefObject<boolean> }) {
  const { t } = useTranslation('engine');
  const blocker = useLeaveBlocker(dirty, (current, next) => !skip.current && current.pathname + current.search !== next.pathname + next.search);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('detail.leave')}
      text={t('detail.leave_warning')}
      confirm={t('detail.leave')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
      testId="leave-dialog"
    />
  );
}

/**
 * Every declared field is registered with the form from the start, whether its section shows or
 * not: react-final-form resets a field to its initial value the first time it registers, so a value
 * copied into a hidden section (a QC recipe's steps, shown once its step switch turns on) would be
 * lost the moment the section appears.
 */
/** The declaration of the field a save check failed on (a record field or a sublist row's). */
function invalidField(page: PageDecl, error: FieldError): FieldDecl | undefined {
  if (error.sublist) return pageSublists(page).find((s) => s.name === error.sublist)?.fields.find((f) => f.name === error.field);
  return pageFields(page).find((f) => f.name === error.field);
}

function RegisterFields({ page }: { page: PageDecl }) {
  return (
    <>
      {pageFields(page).map((f) => (
        <Field key={f.name} name={f.name} subscription={{}} render={() => null} />
      ))}
    </>
  );
}

/** Calls `onChange` once the named field's value moves: a field marked by a failed save check is unmarked as soon as it is corrected. */
function ClearOnChange({ name, onChange }: { name: string; onChange: () => void }) {
  const { input } = useField(name, { subscription: { value: true } });
  const first = useRef(input.value);
  useEffect(() => {
    if (input.value !== first.current) onChange();
  }, [input.value, onChange]);
  return null;
}

/** A field both editors changed, and what this user had typed in it (shown, so it need not be remembered). */
interface Carried {
  field: string;
  mine: string;
}

/**
 * Once the record has been fetched again after a save conflict, puts back what the user had typed
 * (form-values `carriedEdits`): the user reviews it against the other editor's values and saves again.
 */
function CarryEdits({ model, onCarried }: { model: EntityDetailModel; onCarried: (overlap: Carried[]) => void }) {
  const form = useForm<RecordValues>();
  const { carry, initialValues, settable, clearCarry } = model;
  useEffect(() => {
    if (!carry || initialValues === carry.before) return;
    const { values, overlap } = carriedEdits(carry.before, carry.typed, initialValues, settable);
    form.batch(() => Object.entries(values).forEach(([k, v]) => form.change(k, v)));
    clearCarry();
    onCarried(overlap.map((field) => ({ field, mine: displayText(carry.typed[field]) })));
  }, [carry, initialValues, settable, clearCarry, form, onCarried]);
  return null;
}

/**
 * Puts the `refill` values over the record just loaded for editing, as unsaved changes (002 §4: a
 * known bean's form reloaded from the bean information); once per form.
 */
function RefillEdits({ model }: { model: EntityDetailModel }) {
  const form = useForm<RecordValues>();
  const done = useRef(false);
  const { refill, page, settable } = model;
  useEffect(() => {
    if (done.current || !refill) return;
    done.current = true;
    const shown = recordToDisplay(page, refill);
    const names = new Set(settable.map((f) => f.name));
    form.batch(() => Object.entries(shown).forEach(([k, v]) => names.has(k) && v !== undefined && form.change(k, v)));
  }, [refill, page, settable, form]);
  return null;
}

function DetailForm({ model, ns }: { model: EntityDetailModel; ns: string }) {
  const { page, mode } = model;
  const { t } = useTranslation(ns);
  const te = useTranslation('engine').t;
  const label = useFieldLabel(page, ns);
  const notice = useEngineNotice((s) => s.show);
  const user = useAuthStore((s) => s.user);
  const [invalid, setInvalid] = useState<FieldError | null>(null);
  const [errorField, setErrorField] = useState<{ field: string; text: string } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const [failedParams, setFailedParams] = useState<Record<string, string> | undefined>();
  const settled = useMemo(() => settledValues(page, model.initialValues, mode), [page, model.initialValues, mode]);
  /** After a conflict's reload: the fields both editors changed, with what this user had typed ([] when all of it was put back). */
  const [carried, setCarried] = useState<Carried[] | null>(null);
  const skip = useRef(false);
  const [typed] = useState(createTypedInputs);
  // A person's note has its own form: the note's buttons once, below it while writing (above in view).
  const note = page.noteForm;
  const buttons = note ? noteButtons(model.buttons, mode, model.rights.remove && (model.detail.data?.removable ?? true)) : model.buttons;

  const runSave = useCallback(
    async (form: FormApi<RecordValues>) => {
      setBusy(true);
      setFailed('');
      skip.current = true;
      // A date typed that is no date comes first: the field is empty, but the user typed something.
      const typedError = typed.list().find((t) => t.text !== '');
      const outcome: Awaited<ReturnType<typeof model.save>> = typedError
        ? { kind: 'invalid', error: { key: 'field_date', field: typedError.field.replace(/~$/, ''), value: typedError.text } }
        : await model.save(form.getState().values);
      skip.current = outcome.kind === 'saved';
      setBusy(false);
      if (outcome.kind === 'invalid') {
        setInvalid(outcome.error);
        setErrorField({ field: outcome.error.field, text: t(`message:${outcome.error.key}`) });
      } else if (outcome.kind === 'unchanged') notice('save_not_changed', 'info');
      else if (outcome.kind === 'failed') {
        setFailedParams(outcome.params);
        setFailed(outcome.message);
      }
      // A refusal the server names a field for (a rule only it checks) marks that field as well.
      if (outcome.kind === 'failed' && outcome.field && pageFields(page).some((f) => f.name === outcome.field))
        setErrorField({ field: outcome.field, text: t(`message:${outcome.message}`, { ...outcome.params, defaultValue: t('message:error_text') }) });
      else if (outcome.kind !== 'invalid') setErrorField(null);
    },
    [model, notice, page, t, typed],
  );

  const clearErrorField = useCallback(() => setErrorField(null), []);

  const copy = async (values: RecordValues) => {
    const clip = copiedValues(values, model.settable.length ? model.settable : page.sections.flatMap((s) => s.fields).filter((f) => !f.key && !f.readOnly && f.saveable !== false));
    try {
      sessionStorage.setItem(clipKey(page), JSON.stringify(clip));
      // Spec 000 §6: testers may also write the copied data to the system clipboard.
      if (hasUserType(user, ['TESTER'])) await navigator.clipboard.writeText(JSON.stringify(clip, null, 2));
      notice('copy_ok');
    } catch (e) {
      console.warn('copy failed', e);
      notice('copy_failed', 'error');
    }
  };

  const onButton = (b: DetailButton, form: FormApi<RecordValues>) => {
    const values = form.getState().values;
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
        return void runSave(form);
      case 'reload':
        form.reset();
        return void model.reload();
      case 'remove':
        return setConfirmRemove(true);
      case 'copy':
        return void copy(values);
      case 'paste': {
        try {
          const raw = sessionStorage.getItem(clipKey(page));
          if (!raw) return notice(te('detail.paste_empty'), 'info');
          const next = pastedValues(values, JSON.parse(raw) as RecordValues, model.settable);
          form.batch(() => Object.entries(next).forEach(([k, v]) => form.change(k, v)));
        } catch (e) {
          console.warn('paste failed', e);
          notice('clipboard_paste_failed', 'error');
        }
        return;
      }
      case 'clear': {
        const next = clearedValues(page, values, model.settable);
        return form.batch(() => Object.entries(next).forEach(([k, v]) => form.change(k, v)));
      }
      case 'trash':
        try {
          sessionStorage.removeItem(clipKey(page));
          return notice(te('detail.trash_ok'), 'info');
        } catch (e) {
          console.warn('trash failed', e);
          return notice('clipboard_trash_failed', 'error');
        }
    }
  };

  return (
    <TypedInputsContext.Provider value={typed}>
      <Form<RecordValues> onSubmit={() => undefined} initialValues={model.initialValues} subscription={{}}>
        {({ form }) => (
          <Stack spacing={2} component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (mode !== 'view') void runSave(form); }}>
            {(!note || mode === 'view') && <DetailToolbar buttons={buttons} busy={busy} onClick={(b) => onButton(b, form)} />}
            {failed && (
              <Alert severity="error" data-testid="save-failed">
                {t(`message:${failed}`, { ...failedParams, defaultValue: t('message:error_text') })}
              </Alert>
            )}
            {carried && (
              <Alert severity={carried.length ? 'warning' : 'info'} onClose={() => setCarried(null)} data-testid="conflict-carried">
                {carried.length
                  ? te('detail.conflict_overlap', { fields: carried.map((c) => `${label(c.field)} (${te('detail.conflict_yours', { value: shortened(c.mine, 60) || te('detail.empty_value') })})`).join(', ') })
                  : te('detail.conflict_kept')}
              </Alert>
            )}
            {note ? (
              <NoteFields page={page} note={note} ns={ns} mode={mode} access={model.access} errorField={errorField?.field} errorText={errorField?.text} locale={model.locale} />
            ) : (
              <DetailFields page={page} ns={ns} mode={mode} access={model.access} errorField={errorField?.field} errorText={errorField?.text} locale={model.locale} />
            )}
            <RegisterFields page={page} />
            {/* After the fields: a field's first registration resets it to its initial value. */}
            <CarryEdits model={model} onCarried={setCarried} />
            <RefillEdits model={model} />
            {errorField && pageFields(page).some((f) => f.name === errorField.field) && (
              <ClearOnChange key={`${errorField.field}:${errorField.text}`} name={errorField.field} onChange={clearErrorField} />
            )}
            {mode !== 'view' && (note ? <DetailToolbar buttons={buttons} busy={busy} onClick={(b) => onButton(b, form)} /> : <DetailToolbar end buttons={model.buttons} busy={busy} onClick={(b) => onButton(b, form)} />)}
            {page.derive && <DeriveEffect page={page} active={mode !== 'view'} />}
            {page.follow && <FollowEffect page={page} mode={mode} />}
            <DependentsEffect page={page} active={mode !== 'view'} />
            {/* Changed by the user, not by the follow and derive rules filling a new form. */}
            <FormSpy subscription={{ values: true }}>{({ values }) => <LeaveGuard dirty={mode !== 'view' && changedFrom(settled, values as RecordValues)} skip={skip} />}</FormSpy>
            <ValidationDialog
              error={invalid}
              label={invalid ? label(invalid.field) : ''}
              field={invalid ? invalidField(page, invalid) : undefined}
              onClose={() => {
                const field = invalid?.field;
                setInvalid(null);
                // After the dialog closes, bring the failing field into view and focus it (000 §5).
                if (field) setTimeout(() => focusField(page, field), 50);
              }}
            />
            <ConfirmDialog
              open={confirmRemove}
              title={te('detail.remove_confirm_title')}
              text={te('detail.remove_confirm_text')}
              confirm={te('detail.remove')}
              onClose={() => setConfirmRemove(false)}
              onConfirm={() => {
                setConfirmRemove(false);
                skip.current = true;
                void model.remove().then((o) => {
                  skip.current = o.kind === 'saved';
                  if (o.kind === 'failed') {
                    setFailedParams(o.params);
                    setFailed(o.message);
                  }
                });
              }}
              testId="remove-dialog"
            />
            <ConfirmDialog
              open={model.conflict}
              title={te('detail.conflict_title')}
              text={t('message:save_conflict')}
              confirm={te('detail.conflict_reload')}
              onClose={model.dismissConflict}
              onConfirm={() => void model.reloadKeeping(form.getState().values)}
              testId="conflict-dialog"
            />
          </Stack>
        )}
      </Form>
    </TypedInputsContext.Provider>
  );
}

/**
 * The record's heading, which takes the focus when the page has lost it: opening a row with Enter,
 * pressing Edit or Save replaces the control that had it, and focus fell to the page's body, so the
 * next Tab started again at the header. A focus somewhere else stays.
 * Its ring shows only when keys brought the person here (input-modality.ts): a mouse user saw one
 * around the title after every click.
 */
function DetailHeading({ token, children }: { token: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    watchInputModality();
    const active = document.activeElement;
    const el = heading.current;
    if (!el || (active && active !== document.body)) return;
    el.dataset.focusRing = lastInputWasKeyboard() ? 'keyboard' : 'none';
    el.focus({ preventScroll: true });
  }, [token]);
  return (
    <Typography
      ref={heading}
      tabIndex={-1}
      variant="h5"
      component="h2"
      data-testid="entity-title"
      onBlur={(e) => delete e.currentTarget.dataset.focusRing}
      sx={{ '&:focus': { outline: 'none' }, '&[data-focus-ring="keyboard"]:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </Typography>
  );
}

/** The MUI view of a generic detail (000 §2, §4, §5, §8); the logic is in useEntityDetail. */
export function EntityDetailView({ page, ns, ...options }: { page: PageDecl; ns: string } & DetailOptions) {
  const model = useEntityDetail(page, options);
  const { t } = useTranslation(ns);
  const te = useTranslation('engine').t;
  const roleShort = useRoleShort(page);
  const { rights, mode, detail } = model;
  // A create-only page (002 §2.1) has nothing to view: its one mode is write.
  if (page.createOnly && mode !== 'write') return <StatusScreen status="404" />;
  if (!rights.view && !page.createOnly) return <StatusScreen status={reasonStatus(rights.viewReason)} note={roleShort('view')} />;
  if (mode === 'write' && !rights.write) return <StatusScreen status="403" />;
  if (mode === 'edit' && !rights.edit) return <StatusScreen status="403" />;
  if (mode !== 'write') {
    if (!model.keys) return <StatusScreen status="404" />;
    if (detail.isLoading) return <LoadingSkeleton lines={6} />;
    if (detail.isError) return <ErrorStatus error={detail.error} />;
    if (!detail.data?.record) return <StatusScreen status="404" />;
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`entity-detail-${page.id}`} data-mode={mode}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DetailHeading token={`${mode}:${String(model.original?.edit_at ?? '')}:${JSON.stringify(model.keys)}`}>{t(pageTitleKey(page))}</DetailHeading>
          <Chip size="small" label={te(`detail.mode_${mode}`)} data-testid="detail-mode" />
        </Stack>
        {mode === 'view' && <RoleNotes page={page} actions={['edit', 'remove']} />}
        {/* Remount the form when the record or mode changes, so initial values start fresh. */}
        <DetailForm key={`${mode}:${String(model.original?.edit_at ?? '')}:${JSON.stringify(model.keys)}`} model={model} ns={ns} />
      </Stack>
    </Paper>
  );
}
