import {
  CAFE_PAGES,
  cafeRoasterPage,
  EVENT_PAGES,
  cafeCreatePage,
  type PageDecl,
  staffPagesOf,
} from '@beantrail/contracts';
import type { Type } from '@nestjs/common';
import type { EntityHooks } from '../core/entity/entity-hooks';
import { createController } from '../core/entity/create-controller';
import { eventSignUpController } from '../core/organisation/event-signup.controller';
import { eventHooks } from '../core/organisation/event.hooks';
import { entityController } from '../core/entity/entity-controller';
import { ownerMembershipHooks } from '../core/organisation/owner-membership.hooks';
import { memberCodeController } from '../core/organisation/member-code.controller';
import { staffHooks } from '../core/organisation/staff.hooks';
import { cafeBrewingResultHooks } from './hooks/brewing.hooks';
import { coffeebeanDefaultHooks, coffeebeanReceivedHooks } from './hooks/coffeebean.hooks';
import { cafeCupnoteHooks } from './hooks/cupnote.hooks';

const HOOKS = new Map<PageDecl, EntityHooks>([
  [CAFE_PAGES.coffeebeanDefault, coffeebeanDefaultHooks],
  [CAFE_PAGES.coffeebeanReceived, coffeebeanReceivedHooks],
  [CAFE_PAGES.cafeBrewingResult, cafeBrewingResultHooks],
  [CAFE_PAGES.cafeCupnote, cafeCupnoteHooks],
]);

/** Controllers of the cafe pages (scoped to the selected cafe by their declarations). */
export const CAFE_PAGE_CONTROLLERS: Type<unknown>[] = Object.values(CAFE_PAGES).map((page) =>
  entityController(page, HOOKS.get(page)),
);

/** 002 §2.1 POST /api/cafe/create: the signed-in user creates a cafe and becomes its OWN. */
export const CAFE_CREATE_CONTROLLER = createController(cafeCreatePage, ownerMembershipHooks('cafe'));

/** 002 §2.2 staff: the working staff, applications and the rest, over the membership table. */
export const CAFE_STAFF_CONTROLLERS: Type<unknown>[] = [
  ...staffPagesOf('cafe').map(({ view, page }) => entityController(page, staffHooks('cafe', view))),
  // The members an equipment's person in charge is chosen from (002 §3, 001 §3 equip_auth).
  memberCodeController('cafe'),
];

/** 002 §2.2 CafeEvent, and the staff sign-up its QR code opens (002 §2.4, §7). */
export const CAFE_EVENT_CONTROLLERS: Type<unknown>[] = [
  entityController(EVENT_PAGES.cafe, eventHooks),
  eventSignUpController('cafe'),
];

/** 002 §2.2 CafeRoaster: the cafe's roasteries, as their decisions left them (rows written by the registration and the roastery's lists). */
export const CAFE_LINK_CONTROLLER = entityController(cafeRoasterPage);
