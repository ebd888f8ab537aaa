/**
 * The reply envelope of every call, errors included (spec 000 §7, §8).
 * `status` is 'OK' on success, otherwise the HTTP status as a string ('400', '401', …).
 * `description` carries a message key from the catalogue (see messages.ts), never free text,
 * so the browser can translate it; `message` is the same text already translated for the
 * caller's locale, for clients that do not carry the catalogue.
 */
export type EnvelopeStatus = 'OK' | `${number}`;

export interface Pagination {
  page: number;
  total_pages: number;
  list_count: number;
  total_count: number;
}

export interface ApiEnvelope<T = unknown> {
  status: EnvelopeStatus;
  description: string;
  message?: string;
  /** Values of the message's `{{name}}` placeholders, in the request's language (record_in_use's `what`). */
  params?: Record<string, string>;
  result: T;
  detail_result?: unknown;
  pagination?: Pagination;
  paginationMap?: Record<string, unknown>;
  /** Write-check flag of list calls: 1 means writing is allowed. */
  write_check?: 0 | 1;
  /** Field that failed validation, when status is '400' for a field check. */
  field?: string;
}

export const OK = 'OK' as const;

export function isOk(envelope: Pick<ApiEnvelope, 'status'> | null | undefined): boolean {
  return !!envelope && (envelope.status === OK || envelope.status === '200');
}

/** Spec 000 §8: HTTP failures map to a status string, 400/401/403/404 or the number itself. */
export function statusOf(httpStatus: number): EnvelopeStatus {
  return httpStatus >= 200 && httpStatus < 300 ? OK : (String(httpStatus) as EnvelopeStatus);
}

/** Spec 000 §8: the screen text shown for a failed status. */
export function screenTextKey(status: EnvelopeStatus, hideExistence = false): string {
  switch (status) {
    case '401':
      return hideExistence ? 'nopage_text' : 'noauth_text';
    case '403':
      return 'nopermission_text';
    case '404':
      return 'nopage_text';
    default:
      return 'nodata_text';
  }
}
