import { hasUserType, type FieldDecl, type PageDecl, type RecordValues } from '@beantrail/contracts';
import type { FormApi } from 'final-form';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/auth-store';
import { copiedValues, pastedValues } from './form-values';
import { useEngineNotice } from '../notice-store';

/** Where a page's copied record waits for a paste: per tab, per page (000 §6). */
export const clipKey = (page: Pick<PageDecl, 'id'>) => `bt.clipboard.${page.id}`;

/**
 * The detail's clipboard buttons (000 §6): copy the settable fields of the form, paste them into
 * another record of the same page, throw the copy away. Every outcome is a notice.
 * `settable` is the form's sendable fields; empty in view mode, where a copy takes every field a
 * user could have typed (no key, not read-only, saved).
 */
export function useDetailClipboard(page: PageDecl, settable: readonly FieldDecl[]) {
  const te = useTranslation('engine').t;
  const notice = useEngineNotice((s) => s.show);
  const user = useAuthStore((s) => s.user);
  const copyable = useMemo(
    () =>
      settable.length
        ? settable
        : page.sections.flatMap((s) => s.fields).filter((f) => !f.key && !f.readOnly && f.saveable !== false),
    [settable, page],
  );

  const copy = useCallback(
    async (values: RecordValues) => {
      const clip = copiedValues(values, copyable);
      try {
        sessionStorage.setItem(clipKey(page), JSON.stringify(clip));
        // Spec 000 §6: testers may also write the copied data to the system clipboard.
        if (hasUserType(user, ['TESTER'])) await navigator.clipboard.writeText(JSON.stringify(clip, null, 2));
        notice('copy_ok');
      } catch (e) {
        console.warn('copy failed', e);
        notice('copy_failed', 'error');
      }
    },
    [copyable, page, user, notice],
  );

  const paste = useCallback(
    (form: Pick<FormApi<RecordValues>, 'getState' | 'batch' | 'change'>) => {
      try {
        const raw = sessionStorage.getItem(clipKey(page));
        if (!raw) return notice(te('detail.paste_empty'), 'info');
        const next = pastedValues(form.getState().values, JSON.parse(raw) as RecordValues, settable);
        form.batch(() => Object.entries(next).forEach(([k, v]) => form.change(k, v)));
      } catch (e) {
        console.warn('paste failed', e);
        notice('clipboard_paste_failed', 'error');
      }
    },
    [page, settable, notice, te],
  );

  const trash = useCallback(() => {
    try {
      sessionStorage.removeItem(clipKey(page));
      notice(te('detail.trash_ok'), 'info');
    } catch (e) {
      console.warn('trash failed', e);
      notice('clipboard_trash_failed', 'error');
    }
  }, [page, notice, te]);

  return { copy, paste, trash };
}
