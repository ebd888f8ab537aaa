import {
  sectionLabelKey,
  sectionShown,
  shownUnitOf,
  type FieldDecl,
  type PageDecl,
  type RecordValues,
  isRequired,
} from '@beantrail/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import { Field, useForm, useFormState } from 'react-final-form';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '../../area/status-screens';
import { LoadFailed } from '../../ui/lazy-with-retry';
import { usePrefsStore } from '../../prefs/prefs-store';
import { useFieldLabel } from '../engine-context';
import type { DetailMode } from './detail-mode';
import { inputDirectTargets } from './form-values';
import { copyOptionValues } from './copy-from';
import { CopyRunButton, CopyFailure } from './copy-run-view';
import { useCopyRun } from './copy-run';
import { getSection } from '../sections/registry';
import { SublistEditor } from './sublist-editor';
import { getWidget } from '../widgets/registry';
import { isInputDirectChosen } from '../widgets/widget-values';

export interface FieldAccessFn {
  (name: string): { view: boolean; edit: boolean };
}

/** DOM id of a field's input: the save flow scrolls to and focuses it (000 §5). */
export function fieldDomId(page: Pick<PageDecl, 'id'>, name: string): string {
  return `f-${page.id}-${name}`;
}

/** Focuses a field after the validation dialog: its input, or the first focusable thing in it. */
export function focusField(page: Pick<PageDecl, 'id'>, name: string): void {
  const el = document.getElementById(fieldDomId(page, name)) ?? document.querySelector(`[data-testid="field-${name}"]`);
  if (!el) return;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const target = el.matches('input, textarea, select, button, [tabindex]')
    ? el
    : el.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button, [role=combobox]');
  (target as HTMLElement | null)?.focus({ preventScroll: true });
}

/** 001 §4: the seller link follows the choice after about 500 ms (the option list may still load). */
const COPY_OPTION_DELAY_MS = 500;

/** One declared field through its widget, with the copy rules of its declaration. */
export function FieldRow({
  page,
  ns,
  field,
  mode,
  access,
  errorField,
  errorText,
  locale,
}: {
  page: PageDecl;
  ns: string;
  field: FieldDecl;
  mode: DetailMode;
  access: FieldAccessFn;
  errorField?: string;
  errorText?: string;
  locale: 'kr' | 'en';
}) {
  const { t, i18n } = useTranslation(ns);
  const label = useFieldLabel(page, ns);
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const massChoice = usePrefsStore((s) => s.massUnit);
  const copy = useCopyRun(page, ns, field);
  const Widget = getWidget(field.widget);
  if (!Widget) return null;
  const rights = access(field.name);
  const editable = mode !== 'view' && rights.edit;
  const change = (onChange: (v: unknown) => void) => (v: unknown) => {
    onChange(v);
    if (!editable) return;
    const apply = (copied: Record<string, unknown>) =>
      form.batch(() => Object.entries(copied).forEach(([k, x]) => form.change(k, x)));
    if (field.copyFrom) void copy.run(v, false);
    if (field.copyOption)
      setTimeout(
        () => void copyOptionValues(field, v).then(apply, (e) => console.warn('copy failed', e)),
        COPY_OPTION_DELAY_MS,
      );
  };
  const tipKey = `entity.${page.id}.tooltip.${field.name}`;
  const text = (key?: string) => (key ? t(key) : undefined);
  // A mass shows the unit the user chose; other units as declared.
  const after = [text(field.after), shownUnitOf(field, massChoice)].filter(Boolean).join(' ') || undefined;
  const checkable = copy.button && editable;
  return (
    <Field name={field.name} subscription={{ value: true }}>
      {({ input }) => (
        <CopyFailure
          name={field.name}
          failure={editable ? copy.failure : null}
          button={
            checkable ? (
              <CopyRunButton name={field.name} busy={copy.busy} onClick={() => void copy.run(input.value, true)} />
            ) : null
          }
        >
          <Widget
            field={field}
            ns={ns}
            pageId={page.id}
            id={fieldDomId(page, field.name)}
            label={label(field.name)}
            tooltip={field.tooltip && i18n.exists(tipKey, { ns }) ? t(tipKey) : undefined}
            before={text(field.before)}
            after={after}
            value={input.value}
            onChange={change(input.onChange)}
            onBlur={input.onBlur}
            readOnly={mode === 'view' || !rights.edit}
            required={isRequired(field.required, locale)}
            error={errorField === field.name ? errorText : undefined}
            values={values as RecordValues}
            setValue={(name, v) => form.change(name, v)}
          />
        </CopyFailure>
      )}
    </Field>
  );
}

/** What the fields of a record's form are drawn from: the page, the mode, the viewer's access and the save's refusal. */
export interface DetailFieldsProps {
  page: PageDecl;
  ns: string;
  mode: DetailMode;
  access: FieldAccessFn;
  errorField?: string;
  errorText?: string;
  locale: 'kr' | 'en';
}

/**
 * The sections of a detail (000 §2): a section is shown while its use flag is on; a field is
 * shown when the viewer may see it in this mode; an "input direct" text only while its select
 * holds the direct value (000 §4).
 */
export function DetailFields(props: DetailFieldsProps) {
  const { page, ns, mode, access } = props;
  const { t, i18n } = useTranslation(ns);
  const { values } = useFormState({ subscription: { values: true } });
  const direct = inputDirectTargets(page);
  return (
    <Stack spacing={3}>
      {page.sections
        .filter((s) => sectionShown(s, values as RecordValues) && !(s.editOnly && mode === 'view'))
        .map((section) => {
          const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);
          const fields = section.fields.filter((f) => {
            if (f.widget === 'hidden' || !access(f.name).view) return false;
            // A section of optional values shows in view mode only the ones that hold something.
            if (mode === 'view' && section.hideEmptyInView && empty((values as RecordValues)[f.name])) return false;
            if (
              mode === 'view' &&
              f.hideWhenEqual &&
              String((values as RecordValues)[f.name] ?? '') === String((values as RecordValues)[f.hideWhenEqual] ?? '')
            )
              return false;
            const owner = direct.get(f.name);
            return (
              !owner ||
              isInputDirectChosen(owner, (values as RecordValues)[owner.name]) ||
              (mode === 'view' && !!(values as RecordValues)[f.name])
            );
          });
          if (
            mode === 'view' &&
            section.hideEmptyInView &&
            section.fields.every((f) => empty((values as RecordValues)[f.name]))
          )
            return null;
          const Custom = section.custom ? getSection(section.custom) : undefined;
          if (!fields.length && !section.sublist && !Custom) return null;
          const titleKey = sectionLabelKey(page, section.id);
          return (
            <Box component="section" key={section.id} data-testid={`section-${section.id}`}>
              {i18n.exists(titleKey, { ns }) && (
                <>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {t(titleKey)}
                  </Typography>
                  <Divider sx={{ mb: 2 }} />
                </>
              )}
              {Custom ? (
                // An area's section may be a lazy component (the roaster's profile): only it waits.
                <LoadFailed>
                  <Suspense fallback={<LoadingSkeleton lines={4} />}>
                    <Custom {...props} section={section} fields={fields} />
                  </Suspense>
                </LoadFailed>
              ) : (
                // minmax(0, 1fr), not 1fr (whose least is the content's): on a touch phone a date field's
                // finger-sized picker button made its column 2 px wider than the form, so the page
                // scrolled sideways.
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                  }}
                >
                  {fields.map((f) => (
                    <Box key={f.name} sx={{ gridColumn: f.widget === 'textarea' ? '1 / -1' : undefined }}>
                      <FieldRow {...props} field={f} />
                    </Box>
                  ))}
                </Box>
              )}
              {section.sublist && (
                <SublistEditor
                  page={page}
                  ns={ns}
                  sublist={section.sublist}
                  readOnly={mode === 'view'}
                  locale={props.locale}
                />
              )}
            </Box>
          );
        })}
    </Stack>
  );
}
