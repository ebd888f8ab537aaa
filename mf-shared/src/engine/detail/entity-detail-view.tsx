import {
  type FieldDecl,
  pageFields,
  pageSublists,
  pageTitleKey,
  type FieldError,
  type PageDecl,
  type RecordValues,
} from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import './detail-setup';
import { useLeaveBlocker } from '../../area/app-history';
import { ErrorStatus, LoadingSkeleton, StatusScreen } from '../../area/status-screens';
import { lastInputWasKeyboard, watchInputModality } from '../../ui/input-modality';
import { ConfirmDialog, ValidationDialog } from './detail-dialogs';
import { CarryEdits, ClearOnChange, RefillEdits, RegisterFields } from './detail-form-effects';
import { DeriveEffect } from './derive-effect';
import { FollowEffect } from './follow-effect';
import { DependentsEffect } from './dependents-effect';
import { DetailFields, focusField, type DetailFieldsProps } from './detail-fields';
import { NoteFields } from './note-form';
import { DetailToolbar } from './detail-toolbar';
import { changedFrom, shortened } from './form-values';
import { useFieldLabel } from '../engine-context';
import { TypedInputsContext } from './typed-input';
import { useDetailForm } from './use-detail-form';
import { type DetailOptions, useEntityDetail, type EntityDetailModel } from './use-entity-detail';
import { reasonStatus } from '../viewer';
import { RoleNotes, useRoleShort } from '../role-note';

/**
 * Warns before leaving with unsaved changes: in-app navigation and the back button (the history's
 * blocker), and closing the tab (the blocker also makes the browser ask then).
 */
function LeaveGuard({ dirty, skip }: { dirty: boolean; skip: RefObject<boolean> }) {
  const { t } = useTranslation('engine');
  const blocker = useLeaveBlocker(
    dirty,
    (current, next) => !skip.current && current.pathname + current.search !== next.pathname + next.search,
  );
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

/** The declaration of the field a save check failed on (a record field or a sublist row's). */
function invalidField(page: PageDecl, error: FieldError): FieldDecl | undefined {
  if (error.sublist)
    return pageSublists(page)
      .find((s) => s.name === error.sublist)
      ?.fields.find((f) => f.name === error.field);
  return pageFields(page).find((f) => f.name === error.field);
}

/** Draws one detail form; what it shows and what its buttons do is useDetailForm's. */
function DetailForm({ model, ns }: { model: EntityDetailModel; ns: string }) {
  const { page, mode } = model;
  const { t } = useTranslation(ns);
  const te = useTranslation('engine').t;
  const label = useFieldLabel(page, ns);
  const f = useDetailForm(model, ns);
  const { buttons, busy, failed, carried, errorField, invalid } = f;
  const note = page.noteForm;
  const fields: DetailFieldsProps = {
    page,
    ns,
    mode,
    access: model.access,
    errorField: errorField?.field,
    errorText: errorField?.text,
    locale: model.locale,
  };

  return (
    <TypedInputsContext.Provider value={f.typed}>
      <Form<RecordValues> onSubmit={() => undefined} initialValues={model.initialValues} subscription={{}}>
        {({ form }) => (
          <Stack
            spacing={2}
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (mode !== 'view') void f.save(form);
            }}
          >
            {(!note || mode === 'view') && (
              <DetailToolbar buttons={buttons} busy={busy} onClick={(b) => f.onButton(b, form)} />
            )}
            {failed && (
              <Alert severity="error" data-testid="save-failed">
                {t(`message:${failed.message}`, { ...failed.params, defaultValue: t('message:error_text') })}
              </Alert>
            )}
            {carried && (
              <Alert
                severity={carried.length ? 'warning' : 'info'}
                onClose={() => f.setCarried(null)}
                data-testid="conflict-carried"
              >
                {carried.length
                  ? te('detail.conflict_overlap', {
                      fields: carried
                        .map(
                          (c) =>
                            `${label(c.field)} (${te('detail.conflict_yours', { value: shortened(c.mine, 60) || te('detail.empty_value') })})`,
                        )
                        .join(', '),
                    })
                  : te('detail.conflict_kept')}
              </Alert>
            )}
            {note ? <NoteFields {...fields} note={note} /> : <DetailFields {...fields} />}
            <RegisterFields page={page} />
            {/* After the fields: a field's first registration resets it to its initial value. */}
            <CarryEdits model={model} onCarried={f.setCarried} />
            <RefillEdits model={model} />
            {errorField && pageFields(page).some((x) => x.name === errorField.field) && (
              <ClearOnChange
                key={`${errorField.field}:${errorField.text}`}
                name={errorField.field}
                onChange={f.clearErrorField}
              />
            )}
            {mode !== 'view' &&
              (note ? (
                <DetailToolbar buttons={buttons} busy={busy} onClick={(b) => f.onButton(b, form)} />
              ) : (
                <DetailToolbar end buttons={model.buttons} busy={busy} onClick={(b) => f.onButton(b, form)} />
              ))}
            {page.derive && <DeriveEffect page={page} active={mode !== 'view'} />}
            {page.follow && <FollowEffect page={page} mode={mode} />}
            <DependentsEffect page={page} active={mode !== 'view'} />
            {/* Changed by the user, not by the follow and derive rules filling a new form. */}
            <FormSpy subscription={{ values: true }}>
              {({ values }) => (
                <LeaveGuard
                  dirty={mode !== 'view' && changedFrom(f.settled, values as RecordValues)}
                  skip={f.skipLeave}
                />
              )}
            </FormSpy>
            <ValidationDialog
              error={invalid}
              label={invalid ? label(invalid.field) : ''}
              field={invalid ? invalidField(page, invalid) : undefined}
              onClose={() => {
                const field = f.closeInvalid();
                // After the dialog closes, bring the failing field into view and focus it (000 §5).
                if (field) setTimeout(() => focusField(page, field), 50);
              }}
            />
            <ConfirmDialog
              open={f.confirmRemove}
              title={te('detail.remove_confirm_title')}
              text={te('detail.remove_confirm_text')}
              confirm={te('detail.remove')}
              onClose={f.cancelRemove}
              onConfirm={() => void f.remove()}
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
      sx={{
        '&:focus': { outline: 'none' },
        '&[data-focus-ring="keyboard"]:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
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
  if (!rights.view && !page.createOnly)
    return <StatusScreen status={reasonStatus(rights.viewReason)} note={roleShort('view')} />;
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
          <DetailHeading token={`${mode}:${String(model.original?.edit_at ?? '')}:${JSON.stringify(model.keys)}`}>
            {t(pageTitleKey(page))}
          </DetailHeading>
          <Chip size="small" label={te(`detail.mode_${mode}`)} data-testid="detail-mode" />
        </Stack>
        {mode === 'view' && <RoleNotes page={page} actions={['edit', 'remove']} />}
        {/* Remount the form when the record or mode changes, so initial values start fresh. */}
        <DetailForm
          key={`${mode}:${String(model.original?.edit_at ?? '')}:${JSON.stringify(model.keys)}`}
          model={model}
          ns={ns}
        />
      </Stack>
    </Paper>
  );
}
