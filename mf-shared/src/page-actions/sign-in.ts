import {
  type ApiEnvelope,
  canAttemptSignIn,
  isOk,
  landingPath,
  pathForLocale,
  safeReturnPath,
  SCOPES,
  type SessionUser,
  type UserAuthSelectResult,
} from '@beantrail/contracts';
import { PREF_COOKIES, serializeCookie } from '../prefs/preferences';

interface Reply<T> {
  httpStatus: number;
  envelope: ApiEnvelope<T> | undefined;
}

/** One JSON call as the application makes it (cookie, `x-locale`); throws only when the network fails. */
async function call<T>(path: string, body: unknown, locale: string): Promise<Reply<T>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify(body),
  });
  let envelope: ApiEnvelope<T> | undefined;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    envelope = undefined;
  }
  return { httpStatus: response.status, envelope };
}

const ok = <T>(reply: Reply<T>): reply is Reply<T> & { envelope: ApiEnvelope<T> } =>
  reply.httpStatus < 400 && isOk(reply.envelope);

/** Where a user goes once signed in: the page they came from, else the area of their first role. */
async function nextPath(user: SessionUser, from: string | null, locale: 'kr' | 'en'): Promise<string> {
  if (from) return from;
  let roles: UserAuthSelectResult = {};
  try {
    const reply = await call<UserAuthSelectResult>('/api/userAuth/select', { auth: SCOPES }, locale);
    if (ok(reply)) roles = reply.envelope.result ?? {};
  } catch {
    // Without the roles the user still lands in their own area.
  }
  return pathForLocale(landingPath(user, { cafe: roles.cafe_auth ?? [], roaster: roles.roaster_auth ?? [] }), locale);
}

/**
 * The sign-in page the server renders (backend/src/public/signin; spec 000 §2, §5, §8), without
 * the application: the form is sent only while both fields are non-blank after trimming (the
 * button says so; Enter on a blank field goes to it); a refusal opens the signin_denied dialog
 * (throttling says so; other failures say the server's translated message), after which the
 * password is ready to type again; a network failure is ignored. Signed in, the browser opens the
 * application where the user goes next. "Continue with Google" asks the server for the provider's
 * page. Signed in already, the page offers to sign out and sign in as someone else.
 */
export function wireSignIn(root: Document = document): void {
  wireSignOut(root);
  const form = root.querySelector<HTMLFormElement>('form[data-signin]');
  if (!form) return;
  const locale = root.documentElement.lang === 'en' ? 'en' : 'kr';
  // Remembered as every page of the application does (000 §4): where Google sends the browser back
  // has no language in its address, and `/` opens the intro in it.
  root.cookie = serializeCookie(PREF_COOKIES.lang, locale);
  const from = safeReturnPath(form.dataset.from);
  // 002 §2.13: the administrators' page asks the server to sign in administrators only, then opens Settings.
  const admin = form.dataset.admin !== undefined;
  const home = safeReturnPath(form.dataset.home);
  const userId = form.querySelector<HTMLInputElement>('input[name="user_id"]');
  const password = form.querySelector<HTMLInputElement>('input[name="user_pass"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const hint = root.getElementById('signin-hint');
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-denied]');
  if (!userId || !password || !submit) return;
  let busy = false;
  const ready = () => canAttemptSignIn({ user_id: userId.value, user_pass: password.value });
  // Not `disabled` (the server's markup, for a browser without this script): a disabled button
  // drops the focus and leaves the tab order, and a reader hears nothing of why.
  submit.disabled = false;
  const refresh = () => {
    const off = busy || !ready();
    submit.setAttribute('aria-disabled', String(off));
    submit.setAttribute('aria-busy', String(busy));
    if (hint) hint.hidden = ready();
  };
  form.addEventListener('input', refresh);
  // Back in a page the browser kept: nothing is under way any more.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    busy = false;
    password.value = '';
    refresh();
  });
  // A browser's saved password may fill the fields without an input event, and Chrome shows a
  // script the filled values only after the user's first touch or key: look again then.
  for (const type of ['change', 'focusin', 'pointerdown', 'keydown'])
    root.addEventListener(type, () => setTimeout(refresh), true);
  refresh();

  const deny = (title: string | undefined, text: string | undefined) => {
    if (!dialog) return;
    dialog.querySelector('h2')!.textContent = title ?? '';
    dialog.querySelector('p')!.textContent = text ?? '';
    dialog.showModal();
  };
  // Closed, the dialog leaves the password ready to be typed again.
  dialog?.addEventListener('close', () => {
    password.focus();
    password.select();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    if (!ready()) {
      (userId.value.trim() ? password : userId).focus();
      return;
    }
    busy = true;
    refresh();
    const done = () => {
      busy = false;
      refresh();
    };
    call<SessionUser>(
      '/api/sign/signin',
      { user_id: userId.value.trim(), user_pass: password.value, ...(admin ? { admin: true } : {}) },
      locale,
    ).then(
      async (reply) => {
        if (ok(reply)) {
          // Kept busy: the next page is loading. Replaced, so Back does not return to this form, and
          // the password is not left in a page the browser may keep (attacker review).
          const next = admin ? (from ?? home ?? '/setting') : await nextPath(reply.envelope.result, from, locale);
          password.value = '';
          window.location.replace(next);
          return;
        }
        done();
        const d = dialog?.dataset ?? {};
        if (reply.httpStatus === 401) deny(d.deniedTitle, d.deniedText);
        else if (reply.httpStatus === 429) deny(d.deniedTitle, d.throttled);
        else deny(d.errorTitle, reply.envelope?.message || d.errorText);
      },
      // Spec 000 §8: network errors on sign-in are ignored silently.
      done,
    );
  });

  const google = root.querySelector<HTMLButtonElement>('button[data-google]');
  const googleError = root.querySelector<HTMLElement>('[data-google-error]');
  if (!google) return;
  google.hidden = false;
  google.addEventListener('click', () => {
    google.disabled = true;
    if (googleError) googleError.hidden = true;
    const failed = (message: string | undefined) => {
      google.disabled = false;
      if (!googleError) return;
      googleError.textContent = message || dialog?.dataset.errorText || '';
      googleError.hidden = false;
    };
    call<{ url: string }>('/api/sign/google/start', { return_to: from }, locale).then(
      (reply) => (ok(reply) ? window.location.assign(reply.envelope.result.url) : failed(reply.envelope?.message)),
      () => failed(undefined),
    );
  });
}

/** Signed in already: sign out (000 §4), then the page again, now with the form. */
function wireSignOut(root: Document): void {
  const button = root.querySelector<HTMLButtonElement>('button[data-signout]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    void fetch('/api/sign/signout', { method: 'POST', credentials: 'same-origin' }).finally(() => {
      try {
        sessionStorage.clear();
      } catch {
        // Storage unavailable: nothing to clear.
      }
      window.location.reload();
    });
  });
}
