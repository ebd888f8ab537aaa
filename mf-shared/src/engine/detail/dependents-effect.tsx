import { pageFields, type PageDecl, type RecordValues } from '@beantrail/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Field → the selects whose options it narrows (`source.dataParams`): a region by its country, a lot by its bean. */
export function dependentsOf(page: PageDecl): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of pageFields(page)) {
    for (const parent of Object.values(f.source?.dataParams ?? {}))
      out.set(parent, [...(out.get(parent) ?? []), f.name]);
  }
  return out;
}

/**
 * When a field that narrows a select changes, the select's value is cleared: it was chosen from
 * the old list (cafe review: a brew's bean changed, its lot looked empty but was still sent, and
 * the save was refused as "not a lot of this bean"). A change that sets both at once (a copy, a
 * prefill) keeps the new value; the chain goes on (country → region → farm).
 */
export function DependentsEffect({ page, active }: { page: PageDecl; active: boolean }) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const dependents = useMemo(() => dependentsOf(page), [page]);
  const previous = useRef(values as RecordValues);
  useEffect(() => {
    const before = previous.current;
    const now = values as RecordValues;
    previous.current = now;
    if (!active || before === now) return;
    const clear = new Set<string>();
    for (const [parent, children] of dependents) {
      if (same(now[parent], before[parent])) continue;
      for (const child of children) if (!blank(now[child]) && same(now[child], before[child])) clear.add(child);
    }
    if (clear.size) form.batch(() => clear.forEach((name) => form.change(name, Array.isArray(now[name]) ? [] : '')));
  }, [active, dependents, values, form]);
  return null;
}
