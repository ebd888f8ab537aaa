import type { CafeRole, RoasterRole, UserType } from '@beantrail/contracts';

/** Demo accounts (demo mode only; README "Demo accounts"). Every password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'beantrail';

export interface DemoAccount {
  user_id: string;
  user_name: string;
  user_type: Exclude<UserType, 'GUEST'>;
  roaster?: RoasterRole;
  cafe?: CafeRole;
}

export const DEMO_ROASTER = {
  roaster_name: 'Demo Roasters',
  roaster_name_locale: '데모 로스터스',
  roaster_country: 'KOR',
};
export const DEMO_CAFE = {
  cafe_name: 'Demo Cafe',
  cafe_name_locale: '데모 카페',
  cafe_type: 'PRV',
  cafe_country: 'KOR',
  cafe_detail: null,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { user_id: 'sadmin', user_name: 'Super Admin', user_type: 'SADMIN' },
  { user_id: 'admin', user_name: 'Admin', user_type: 'ADMIN' },
  { user_id: 'tester', user_name: 'Tester', user_type: 'TESTER' },
  { user_id: 'paid', user_name: 'Paid Member', user_type: 'PAID' },
  { user_id: 'user', user_name: 'Coffee Lover', user_type: 'USER' },
  { user_id: 'roaster', user_name: 'Roastery Owner', user_type: 'PAID', roaster: 'OWN' }, // PAID: roast-log upload (001 §6)
  { user_id: 'roaster.mng', user_name: 'Roastery Manager', user_type: 'USER', roaster: 'MNG' },
  { user_id: 'roaster.staff', user_name: 'Roaster', user_type: 'USER', roaster: 'ROASTER' },
  { user_id: 'cafe', user_name: 'Cafe Owner', user_type: 'USER', cafe: 'OWN' },
  { user_id: 'cafe.barista', user_name: 'Barista', user_type: 'USER', cafe: 'BARISTA' },
];

/** The `paid` member has applied to join the demo cafe as staff and waits for approval. */
export const DEMO_APPLICANT = {
  user_id: 'paid',
  nick: 'Weekend barista',
  desc: 'Two years on espresso bars; free on Saturdays and Sundays.',
};
