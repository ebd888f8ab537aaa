import type { FieldDecl, PageDecl, RecordValues } from '@beantrail/contracts';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '../../api/api-call-error';
import { copyFromValues } from './copy-from';
import { copySpec, missingForCopy } from './copy-needs';
import { useFieldLabel } from '../engine-context';

/**
 * A field's copy call (001 §4 copies; 002 §2.9, §4 the serial check): run when the value is chosen
 * and, for a field with a check button, whenever the button is pressed. Until the fields it needs
 * hold values a choice checks nothing (and says nothing); the button says what is missing. A call
 * the server refuses is said in the page's language (the reply's message key), not logged only.
 */
export function useCopyRun(page: PageDecl, ns: string, field: FieldDecl) {
  const form = useForm();
  const { t } = useTranslation(ns);
  const label = useFieldLabel(page, ns);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  const run = useCallback(
    async (value: unknown, pressed: boolean) => {
      const values = { ...(form.getState().values as RecordValues), [field.name]: value };
      const missing = missingForCopy(field, value, values);
      if (missing.length) {
        setFailure(
          pressed ? t('message:copy_needs_values', { fields: missing.map((name) => label(name)).join(', ') }) : null,
        );
        return;
      }
      const call = ++latest.current;
      setBusy(true);
      try {
        const copied = await copyFromValues(page, field, value, values);
        if (call !== latest.current) return;
        form.batch(() => Object.entries(copied).forEach(([k, x]) => form.change(k, x)));
        setFailure(null);
      } catch (error) {
        if (call !== latest.current) return;
        const key = isApiCallError(error) && error.description ? error.description : 'error_text';
        setFailure(
          t(`message:${key}`, {
            ...(isApiCallError(error) ? error.params : {}),
            defaultValue: t('message:error_text'),
          }),
        );
      } finally {
        if (call === latest.current) setBusy(false);
      }
    },
    [form, field, page, t, label],
  );

  return { run, failure, busy, button: !!copySpec(field)?.button };
}
