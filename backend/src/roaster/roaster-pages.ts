import {
  EVENT_PAGES,
  GREENBEAN_ADMIN_PAGES,
  LINK_VIEWS,
  ROASTER_CAFE_PAGES,
  type PageDecl,
  ROASTER_PAGES,
  roasterCreatePage,
  staffPagesOf,
} from '@beantrail/contracts';
import type { Type } from '@nestjs/common';
import type { EntityHooks } from '../core/entity/entity-hooks';
import { createController } from '../core/entity/create-controller';
import { eventSignUpController } from '../core/organisation/event-signup.controller';
import { eventHooks } from '../core/organisation/event.hooks';
import { CustomerRegisterController } from '../core/organisation/customer-register.controller';
import { linkHooks } from '../core/organisation/link.hooks';
import { entityController } from '../core/entity/entity-controller';
import { ownerMembershipHooks } from '../core/organisation/owner-membership.hooks';
import { memberCodeController } from '../core/organisation/member-code.controller';
import { staffHooks } from '../core/organisation/staff.hooks';
import {
  greenbeanDefaultAdminHooks,
  greenbeanYearAdminHooks,
  roasterGreenbeanHooks,
  roasterGreenbeanYearHooks,
} from './hooks/greenbean.hooks';
import {
  blendingDefaultHooks,
  blendingResultHooks,
  roastingDefaultHooks,
  roastingResultHooks,
} from './hooks/roasting.hooks';

/** What each roaster page does beyond the generic handlers: derived values, stock, ownership of references. */
const HOOKS = new Map<PageDecl, EntityHooks>([
  [ROASTER_PAGES.roasterGreenbean, roasterGreenbeanHooks],
  [ROASTER_PAGES.roasterGreenbeanYear, roasterGreenbeanYearHooks],
  [ROASTER_PAGES.roastingDefault, roastingDefaultHooks],
  [ROASTER_PAGES.roastingResult, roastingResultHooks],
  [ROASTER_PAGES.blendingDefault, blendingDefaultHooks],
  [ROASTER_PAGES.blendingResult, blendingResultHooks],
  [GREENBEAN_ADMIN_PAGES.greenbeanDefaultAdmin, greenbeanDefaultAdminHooks],
  [GREENBEAN_ADMIN_PAGES.greenbeanYearAdmin, greenbeanYearAdminHooks],
]);

/** Controllers of the roaster pages (scoped to the selected roaster by their declarations). */
export const ROASTER_PAGE_CONTROLLERS: Type<unknown>[] = Object.values(ROASTER_PAGES).map((page) =>
  entityController(page, HOOKS.get(page)),
);

/** The administrator's green-bean pages (SettingGreenbeanDefault/Year). */
export const GREENBEAN_ADMIN_CONTROLLERS: Type<unknown>[] = Object.values(GREENBEAN_ADMIN_PAGES).map((page) =>
  entityController(page, HOOKS.get(page)),
);

/** 002 §2.1 POST /api/roaster/create: the signed-in user creates a roastery and becomes its OWN. */
export const ROASTER_CREATE_CONTROLLER = createController(roasterCreatePage, ownerMembershipHooks('roaster'));

/** 002 §2.3 staff: the working staff, applications and the rest, over the membership table. */
export const ROASTER_STAFF_CONTROLLERS: Type<unknown>[] = [
  ...staffPagesOf('roaster').map(({ view, page }) => entityController(page, staffHooks('roaster', view))),
  // The members an equipment's person in charge is chosen from (002 §3, 001 §3 equip_auth).
  memberCodeController('roaster'),
];

/** 002 §2.3 RoasterEvent, and the staff sign-up its QR code opens (002 §2.4, §7). */
export const ROASTER_EVENT_CONTROLLERS: Type<unknown>[] = [
  entityController(EVENT_PAGES.roaster, eventHooks),
  eventSignUpController('roaster'),
];

/** 002 §2.3 RoasterCafe, RoasterCafeRegister, RoasterCafeEtc, and the cafes' registration by the customer event QR (§2.5, §7). */
export const ROASTER_LINK_CONTROLLERS: Type<unknown>[] = [
  ...LINK_VIEWS.map((view) => entityController(ROASTER_CAFE_PAGES[view], linkHooks(view))),
  CustomerRegisterController,
];
