import { SIGNED_IN_TYPES, type ScopeRole } from '../../auth';
import { eventShownFields } from '../event/signup';
import type { PageDecl } from '../types';
import { definePage } from '../types';
import { linkNickFields } from './roaster-cafe';

/** The calls of the cafe's registration with a roastery (002 §7 /api/roaster/event/cafe/register/{detail,edit}). */
export const CUSTOMER_REGISTER_API = {
  detail: '/api/roaster/event/cafe/register/detail',
  edit: '/api/roaster/event/cafe/register/edit',
} as const;

/** 002 §6: "roaster register page SMNG and OWN" (of the selected cafe). */
export const CUSTOMER_REGISTER_ROLES: readonly ScopeRole[] = ['SMNG', 'OWN'];

/**
 * A cafe registers as a roastery's customer from the roastery's customer event QR
 * (CafeRoasterRegister; 002 §2.2, §2.5 /cafe/supplier/roasterregister/{event_uuid}, §3 "Sign-up
 * forms", §5 "Register nick", register_check_ok): write only. The roastery and its event are shown
 * read-only from the detail call; the cafe gives the name the roastery will know it by.
 */
export const cafeRoasterRegisterPage = definePage({
  id: 'cafeRoasterRegister',
  specName: 'CafeRoasterRegister',
  api: { edit: CUSTOMER_REGISTER_API.edit },
  keys: ['event_uuid'],
  createOnly: true,
  sections: [
    { id: 'event', fields: eventShownFields('roaster') },
    {
      id: 'register',
      fields: [
        { name: 'event_uuid', widget: 'hidden', key: true, required: true, maxBytes: 36 },
        ...linkNickFields('roaster_cafe', { required: true, min: 3 }),
        { name: 'roaster_cafe_desc', widget: 'textarea', maxBytes: 3000 },
        { name: 'register_check', widget: 'checkbox', type: 'boolean', default: false, mustBeOn: 'register_check_ok' },
      ],
    },
  ],
  rights: { userTypes: { write: SIGNED_IN_TYPES }, scope: 'cafe', roles: { write: CUSTOMER_REGISTER_ROLES } },
} satisfies PageDecl);
