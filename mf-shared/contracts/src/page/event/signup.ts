import { SIGNED_IN_TYPES, type Scope } from '../../auth';
import type { FieldDecl, PageDecl } from '../types';
import { definePage } from '../types';

/**
 * Signing up as staff through an event's QR code (CafeSignUp, RoasterSignUp; 002 §2.4, §2.5
 * /user/link/{scope}signup/{event_uuid}, §3 "Sign-up forms", §5, §7): a form that only writes. The
 * event and its cafe/roastery are shown read-only from the detail call; the application is the
 * member's nick and a few words, and the agreement box must be ticked (save_check_ok).
 */
export const signUpApi = (scope: Scope) => ({
  detail: `/api/${scope}/event/user/signup/detail`,
  edit: `/api/${scope}/event/user/signup/edit`,
});

/** What a form an event's QR opens shows of the event and its cafe/roastery: read-only, never sent. */
export function eventShownFields(scope: Scope): FieldDecl[] {
  const shown = { readOnly: true, saveable: false } as const;
  return [
    { name: `${scope}_name_locale`, widget: 'text', ...shown },
    { name: `${scope}_name`, widget: 'text', ...shown },
    { name: 'event_name_locale', widget: 'text', ...shown },
    { name: 'event_name', widget: 'text', ...shown },
    { name: 'event_start', widget: 'datetime', ...shown },
    { name: 'event_end', widget: 'datetime', ...shown },
  ];
}

export function signUpPage(scope: Scope) {
  const signup: FieldDecl[] = [
    { name: 'event_uuid', widget: 'hidden', key: true, required: true, maxBytes: 36 },
    { name: 'user_nick', widget: 'text', required: true, minBytes: 3, maxBytes: 100 },
    { name: 'user_desc', widget: 'textarea', maxBytes: 3000 },
    { name: 'save_check', widget: 'checkbox', type: 'boolean', default: false, mustBeOn: 'save_check_ok' },
  ];
  return definePage({
    id: `${scope}SignUp`,
    specName: scope === 'cafe' ? 'CafeSignUp' : 'RoasterSignUp',
    api: { edit: signUpApi(scope).edit },
    keys: ['event_uuid'],
    createOnly: true,
    sections: [
      { id: 'event', fields: eventShownFields(scope) },
      { id: 'signup', fields: signup },
    ],
    rights: { userTypes: { write: SIGNED_IN_TYPES } },
  } satisfies PageDecl);
}

export const SIGNUP_PAGES: Readonly<Record<Scope, PageDecl>> = {
  cafe: signUpPage('cafe'),
  roaster: signUpPage('roaster'),
};
