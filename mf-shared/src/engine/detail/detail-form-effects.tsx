import { pageFields, recordToDisplay, type PageDecl, type RecordValues } from '@beantrail/contracts';
import { useEffect, useRef } from 'react';
import { Field, useField, useForm } from 'react-final-form';
import { carriedEdits, displayText } from './form-values';
import type { Carried } from './use-detail-form';
import type { EntityDetailModel } from './use-entity-detail';

/**
 * Every declared field is registered with the form from the start, whether its section shows or
 * not: react-final-form resets a field to its initial value the first time it registers, so a value
 * copied into a hidden section (a QC recipe's steps, shown once its step switch turns on) would be
 * lost the moment the section appears.
 */
export function RegisterFields({ page }: { page: PageDecl }) {
  return (
    <>
      {pageFields(page).map((f) => (
        <Field key={f.name} name={f.name} subscription={{}} render={() => null} />
      ))}
    </>
  );
}

/** Calls `onChange` once the named field's value moves: a field marked by a failed save check is unmarked as soon as it is corrected. */
export function ClearOnChange({ name, onChange }: { name: string; onChange: () => void }) {
  const { input } = useField(name, { subscription: { value: true } });
  const first = useRef(input.value);
  useEffect(() => {
    if (input.value !== first.current) onChange();
  }, [input.value, onChange]);
  return null;
}

/**
 * Once the record has been fetched again after a save conflict, puts back what the user had typed
 * (form-values `carriedEdits`): the user reviews it against the other editor's values and saves again.
 */
export function CarryEdits({
  model,
  onCarried,
}: {
  model: EntityDetailModel;
  onCarried: (overlap: Carried[]) => void;
}) {
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
export function RefillEdits({ model }: { model: EntityDetailModel }) {
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
