/** A small API client for the cluster suite: plain fetch, the session cookie passed by hand between processes. */
export interface Reply {
  status: number;
  body: { status?: string; description?: string; result?: unknown; [k: string]: unknown } | null;
  ms: number;
}

export interface CallOptions {
  cookie?: string;
  /** The client's address as the load balancer would forward it (the servers run with TRUST_PROXY=1). */
  address?: string;
  locale?: 'kr' | 'en';
  timeoutMs?: number;
}

/** One API call; a network failure is status 0 (counted as a failed request by the tests). */
export async function call(base: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Reply> {
  const started = Date.now();
  const headers: Record<string, string> = { 'x-locale': options.locale ?? 'en' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.address) headers['x-forwarded-for'] = options.address;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let parsed: Reply['body'] = null;
    try {
      parsed = text ? (JSON.parse(text) as Reply['body']) : null;
    } catch {
      parsed = { status: String(res.status), description: text.slice(0, 200) };
    }
    return {
      status: res.status,
      body: parsed,
      ms: Date.now() - started,
      ...(res.headers.getSetCookie().length ? { setCookie: res.headers.getSetCookie() } : {}),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: 0,
      body: { description: `${String(error)}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}` },
      ms: Date.now() - started,
    };
  }
}

/** Signs in on `base`; returns the session cookie (`bt_session=…`). */
export async function signIn(base: string, userId: string, password = 'beantrail', address?: string): Promise<string> {
  const res = (await call(base, '/api/sign/signin', { user_id: userId, user_pass: password }, { address })) as Reply & {
    setCookie?: string[];
  };
  const cookie = res.setCookie?.find((c) => c.startsWith('bt_session='));
  if (res.status !== 200 || !cookie)
    throw new Error(`sign-in of ${userId} on ${base} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return cookie.split(';')[0];
}

/** The demo roastery's sequence number, as its owner's role list gives it. */
export async function roasterSeq(base: string, cookie: string): Promise<number> {
  const roles = await call(base, '/api/userAuth/select', { auth: ['roaster'] }, { cookie });
  const list = (roles.body?.result as { roaster_auth: Array<{ auth_seq: number; auth_name?: string }> }).roaster_auth;
  return Number(list[0].auth_seq);
}

/** A tally of replies by status, for the assertions' messages. */
export function tally(replies: readonly Reply[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of replies) {
    // A refusal by its message key; a success by its status alone (its description says which kind).
    const key =
      r.status >= 200 && r.status < 300
        ? String(r.status)
        : `${r.status}${r.body?.description ? ` ${r.body.description}` : ''}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}
