import type { FieldDecl, RecordValues } from '@beantrail/contracts';
import type { ComponentType } from 'react';

/**
 * What every widget receives (spec 000 §2 "Reusable field widgets"): the declaration, the value
 * in display units, and whether it is shown editable or read-only. Labels are already translated.
 */
export interface WidgetProps {
  field: FieldDecl;
  /** i18n namespace of the page (the area's), for option and before/after keys. */
  ns: string;
  pageId: string;
  /** DOM id of the focusable input (the save flow scrolls to and focuses it, 000 §5). */
  id: string;
  label: string;
  /** Translated tooltip, when the field declares one. */
  tooltip?: string;
  /** Translated text or unit before / after the value. */
  before?: string;
  after?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  /** View mode or a read-only field: the value is shown, not edited. */
  readOnly: boolean;
  disabled?: boolean;
  /** Translated message of a failed save check, shown under the field. */
  error?: string;
  required?: boolean;
  /** The whole form, for dependent selects and "input direct". */
  values?: RecordValues;
  /** Sets another field (the linked text of "input direct", a copied value). */
  setValue?: (name: string, value: unknown) => void;
}

export type WidgetComponent = ComponentType<WidgetProps>;
