import { utf8ByteLength } from '@beantrail/contracts';
import { useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import { charLimit, parseNumberInput } from './widget-values';
import type { WidgetProps } from './widget-types';

/** After a paste: cut at the character limit, or over the byte limit (Hangul is 3 bytes a letter, so the character limit does not stop it). */
export interface PasteNote {
  over: boolean;
  max: number;
}

export interface TextBoxProps extends WidgetProps {
  type?: string;
  multiline?: boolean;
  end?: ReactNode;
  /** A number box that keeps its own text (the mass box): the raw text goes here instead. */
  onText?: (raw: string) => void;
}

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/** The text a paste would leave in the box, before the input's maxLength cuts it. */
function afterPaste(input: TextInput, pasted: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + pasted + input.value.slice(end);
}

/**
 * What a text box decides as it is typed into: its character limit, capitals for an id whose form
 * has only capitals, and the note of a paste the limit cut.
 */
export function useTextBox({ field, type = 'text', onChange, onText }: TextBoxProps) {
  const limit = type === 'number' ? undefined : charLimit(field);
  // An id whose form has capitals and no small letters (a country or code id) is written in capitals
  // as typed: "kor" had been refused as field_pattern at the save (admin review). The server still
  // refuses a small letter sent by other means.
  const upper = !!field.pattern && /A-Z/.test(field.pattern.re) && !/a-z/.test(field.pattern.re);
  // Set when a paste did not fit; cleared by the next edit that fits.
  const [paste, setPaste] = useState<PasteNote | undefined>();
  const change = (e: ChangeEvent<TextInput>) => {
    const input = e.target;
    const typed = input.value;
    const text = upper ? typed.toUpperCase() : typed;
    if (text !== typed) {
      // The capitals go into the box now, with the caret put back at once: React then finds the
      // box already holding its value and leaves it (and the caret) alone. Restored a frame
      // later instead, fast typing had moved the caret after a key that came in between.
      const [start, end] = [input.selectionStart, input.selectionEnd];
      input.value = text;
      input.setSelectionRange(start, end);
    }
    if (paste && (paste.over ? utf8ByteLength(text) <= paste.max : text.length < paste.max)) setPaste(undefined);
    return onText ? onText(text) : onChange(type === 'number' ? parseNumberInput(text) : text);
  };
  const pasted = (e: ClipboardEvent<HTMLDivElement>) => {
    if (limit === undefined) return;
    const next = afterPaste(e.target as TextInput, e.clipboardData.getData('text'));
    if (next.length > limit) setPaste({ over: false, max: limit });
    else if (field.maxBytes !== undefined && utf8ByteLength(next) > field.maxBytes)
      setPaste({ over: true, max: field.maxBytes });
  };
  return { limit, upper, paste, change, pasted };
}
