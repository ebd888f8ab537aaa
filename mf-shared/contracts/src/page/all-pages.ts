import { ADMIN_PAGES } from './admin';
import { CAFE_PAGES } from './cafe';
import { EVENT_PAGES } from './event/event';
import { SIGNUP_PAGES } from './event/signup';
import { ROASTER_CAFE_PAGES } from './link/roaster-cafe';
import { CREATE_PAGES } from './organisation-create';
import { PROFILE_PAGES } from './profile/profile';
import { GREENBEAN_ADMIN_PAGES, ROASTER_PAGES } from './roaster';
import { QC_PAGES } from './roaster/qc';
import { STAFF_PAGES } from './staff/staff';
import type { PageDecl } from './types';
import { USER_PAGES } from './user';

/** Every page declaration of the product, once: what reads across all of them (which records use a master-data row). */
export const ALL_PAGES: readonly PageDecl[] = [
  ...new Set(
    [
      ADMIN_PAGES,
      ROASTER_PAGES,
      GREENBEAN_ADMIN_PAGES,
      QC_PAGES,
      CAFE_PAGES,
      USER_PAGES,
      PROFILE_PAGES,
      EVENT_PAGES,
      SIGNUP_PAGES,
      STAFF_PAGES,
      ROASTER_CAFE_PAGES,
      CREATE_PAGES,
    ].flatMap((group) => Object.values(group) as PageDecl[]),
  ),
];
