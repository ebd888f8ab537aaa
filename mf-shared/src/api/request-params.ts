import { scopeSeqParam, type Scope } from '@beantrail/contracts';

export type QueryValue = string | number | boolean | null | undefined;
export type SelectedRoles = Partial<Record<Scope, number | undefined>>;

export interface RequestParts {
  url: string;
  body?: string;
}

/** `{scope}_seq` for every scope with a selected role (spec 000 §7). */
export function scopeParams(selected: SelectedRoles): Record<string, number> {
  const params: Record<string, number> = {};
  for (const [scope, seq] of Object.entries(selected) as [Scope, number | undefined][]) {
    if (typeof seq === 'number' && Number.isFinite(seq)) params[scopeSeqParam(scope)] = seq;
  }
  return params;
}

/**
 * Spec 000 §7: requests carry the selected roles as `{scope}_seq`: non-POST calls in the query
 * string, POST calls merged into the JSON body. Values the caller set explicitly win.
 */
export function buildRequestParts(
  method: string,
  path: string,
  selected: SelectedRoles,
  query?: Record<string, QueryValue>,
  body?: unknown,
): RequestParts {
  const roles = scopeParams(selected);
  const isPost = method.toUpperCase() === 'POST';
  const search = new URLSearchParams();
  const queryValues: Record<string, QueryValue> = isPost ? { ...query } : { ...roles, ...query };
  for (const [key, value] of Object.entries(queryValues)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  const url = qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
  if (!isPost) return { url };
  const isPlainObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  const merged = body === undefined ? roles : isPlainObject ? { ...roles, ...(body as object) } : body;
  return { url, body: JSON.stringify(merged) };
}
