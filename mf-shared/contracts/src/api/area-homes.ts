import type { AreaName } from '../areas';
import type { ScopeRole } from '../auth';

/**
 * The landing calls of the areas (`GET /api/<area>/home`), as each area's
 * controller returns them and `useAreaHome(path)` reads them: the path names the reply.
 */

/** GET /api/setting/home: the master-data counts on the administrator's landing page. */
export interface SettingHome {
  code_group_count: number;
  code_count: number;
  user_count: number;
}

/** GET /api/user/home: who is signed in; `usertype` holds the account type's code (USER, PAID…). */
export interface UserHome {
  user_id: string;
  name: string;
  usertype: string[];
}

/** GET /api/cafe/home: the selected cafe and the caller's role in it (a cafe role: the role guard checked it there). */
export interface CafeHome {
  cafe_seq: number;
  cafe_name: string | null;
  cafe_name_locale: string | null;
  user_auth: ScopeRole;
}

/** GET /api/roaster/home: the selected roastery and the caller's role in it. */
export interface RoasterHome {
  roaster_seq: number;
  roaster_name: string | null;
  roaster_name_locale: string | null;
  user_auth: ScopeRole;
}

/** GET /api/public/home: the areas of the site. */
export interface PublicHome {
  areas: AreaName[];
}

/** Every area's landing reply, by path. */
export interface AreaHomeReplies {
  '/api/setting/home': SettingHome;
  '/api/user/home': UserHome;
  '/api/cafe/home': CafeHome;
  '/api/roaster/home': RoasterHome;
  '/api/public/home': PublicHome;
}

export type AreaHomePath = keyof AreaHomeReplies;
