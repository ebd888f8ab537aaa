import type { PageDecl, RecordValues } from '@beantrail/contracts';
import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * Runs a page's `follow` rules (002 §4 Event: the end follows the start and the term) with the
 * names the user changed since the last render. In write mode the first run sees every value as
 * changed, so values that follow defaults are filled at once (the end of a new event); in edit mode
 * the loaded record is the starting point and nothing moves until the user types.
 */
export function FollowEffect({ page, mode }: { page: PageDecl; mode: 'view' | 'edit' | 'write' }) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const previous = useRef<RecordValues | null>(mode === 'edit' ? (values as RecordValues) : null);
  useEffect(() => {
    if (mode === 'view' || !page.follow) return;
    const current = values as RecordValues;
    const before = previous.current ?? {};
    previous.current = current;
    const changed = new Set(Object.keys(current).filter((k) => !same(current[k], before[k])));
    if (!changed.size) return;
    const next = Object.entries(page.follow(changed, current, mode)).filter(([k, v]) => !same(current[k], v));
    if (next.length) form.batch(() => next.forEach(([k, v]) => form.change(k, v)));
  }, [mode, page, values, form]);
  return null;
}
