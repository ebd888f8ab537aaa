// Staff and link authorities. Code ids and their order follow spec 002 §4
// ("Staff authority", "Linked-cafe authority"): working roles from lowest to highest,
// then the sign-up / dismissal states that share the same column.
import { toCodes, type CodeRow, type SeedCode, type SeedCodeGroup } from './types';

// States shared by staff sign-up (CAUTH/RAUTH) and cafe links (PSAUTH).
const APPLICATION_STATES: readonly CodeRow[] = [
  ['WTSGNP', 'Awaiting sign-up approval', '가입 승인 대기'],
  ['HLD', 'On hold', '승인 보류'],
  ['CNCL', 'Cancelled', '신청 취소'],
  ['RJCT', 'Rejected', '가입 거절'],
  ['RJN', 'Rejoin request', '재가입 신청'],
];

/** Staff roles; only the first (working) role differs between cafe and roaster. */
function staffRoles(firstRole: CodeRow): SeedCode[] {
  return toCodes([
    firstRole,
    // SAST sits between the working role and MNG; read as an assistant manager.
    ['SAST', 'Assistant Manager', '부매니저'],
    ['MNG', 'Manager', '매니저'],
    ['SMNG', 'Senior Manager', '총괄 매니저'],
    ['OWN', 'Owner', '대표(오너)'],
    ['FIRE', 'Dismissed staff', '퇴사 처리'],
    ...APPLICATION_STATES,
  ]);
}

export const CAFE_ROLE_GROUP: SeedCodeGroup = {
  id: 'CAUTH',
  name: 'Cafe staff authority',
  name_kr: '카페 직원 권한',
  codes: staffRoles(['BARISTA', 'Barista', '바리스타']),
};

export const ROASTER_ROLE_GROUP: SeedCodeGroup = {
  id: 'RAUTH',
  name: 'Roaster staff authority',
  name_kr: '로스터리 직원 권한',
  codes: staffRoles(['ROASTER', 'Roaster', '로스터']),
};

// Spec 002 §4 defines PSAUTH as the authority of a linked cafe/roaster (partner
// status), not as platform user types; the spec wins over the brief here.
export const PARTNER_AUTH_GROUP: SeedCodeGroup = {
  id: 'PSAUTH',
  name: 'Linked partner authority',
  name_kr: '연결 거래처 권한',
  codes: toCodes([
    ['CSTMR', 'Customer cafe', '고객 카페'],
    ['CAFE', 'Partner cafe', '제휴 카페'],
    ['RSTR', 'Partner roaster', '제휴 로스터리'],
    ['EXCLD', 'Excluded', '연결 제외'],
    ...APPLICATION_STATES,
    ['FIRE', 'Link terminated', '연결 해지'],
  ]),
};

/**
 * Platform user types (user_type, spec 000/001/002 §6). Not a code group in the
 * specs, so it is exported for the auth layer but NOT part of CODE_GROUP_SEED.
 */
export const USER_TYPE_CODES: SeedCode[] = toCodes([
  ['SADMIN', 'Super administrator', '최고 관리자'],
  ['ADMIN', 'Administrator', '관리자'],
  ['TESTER', 'Tester', '테스터'],
  ['PAID', 'Paid member', '유료 회원'],
  ['USER', 'Member', '일반 회원'],
  ['GUEST', 'Guest (not signed in)', '손님(비로그인)'],
]);

export const ROLE_GROUPS: SeedCodeGroup[] = [CAFE_ROLE_GROUP, ROASTER_ROLE_GROUP, PARTNER_AUTH_GROUP];
