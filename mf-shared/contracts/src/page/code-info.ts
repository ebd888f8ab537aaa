import type { MessageKey } from '../messages';
import type { FieldDecl } from './types';

/**
 * Code groups whose codes have information of their own in master data, where a chosen code's
 * information is read (`POST url { code_id }`: the row, or null when master data says nothing of
 * it) and the message shown then (001 §4 "Variety info click with no info: alert 'no information
 * for this variety'"; the admin variety table, 001 §3 Variety).
 */
export const CODE_INFO: Readonly<Record<string, { url: string; none: MessageKey }>> = {
  VRT: { url: '/api/code/variety/info', none: 'variety_no_info' },
};

/** The information source of a select's codes, or null for a group without one. */
export function codeInfoOf(field: Pick<FieldDecl, 'source'>): { url: string; none: MessageKey } | null {
  const group = field.source?.codeGroup;
  return (group && CODE_INFO[group]) || null;
}
