import { fieldLabelKey, findField, type FieldDecl, type PageDecl } from '@beantrail/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Labels of a page's fields in the area's namespace (GUIDE §1: labels never live in
 * declarations; keys `entity.<page>.field.<name>`).
 */
export function useFieldLabel(page: PageDecl, ns: string) {
  const { t } = useTranslation(ns);
  return useCallback((name: string) => t(fieldLabelKey(page, name)), [t, page]);
}

/** The field a list column or search parameter refers to (a plain text field when undeclared). */
export function fieldOf(page: PageDecl, name: string): FieldDecl {
  return findField(page, name) ?? { name, widget: 'text' };
}
