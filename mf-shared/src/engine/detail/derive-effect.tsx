import type { PageDecl, RecordValues } from '@beantrail/contracts';
import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * Keeps a page's `derive` values (totals, shares, losses) up to date while the user types, in edit
 * and write mode. Only values that differ are set, so it settles after one round.
 */
export function DeriveEffect({ page, active }: { page: PageDecl; active: boolean }) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  useEffect(() => {
    if (!active || !page.derive) return;
    const current = values as RecordValues;
    const changed = Object.entries(page.derive(current)).filter(([k, v]) => !same(current[k], v));
    if (changed.length) form.batch(() => changed.forEach(([k, v]) => form.change(k, v)));
  }, [active, page, values, form]);
  return null;
}
