import type { LabelPair, LabelPairs, PageLabels } from './entity-labels';

/**
 * Labels of a member's pages (002 §2.2, §2.3, §3 "Staff"; 001 §2, §3 "User info"): the staff lists,
 * one's own profile in a cafe or roastery, and one's account. Used by the cafe, roaster and user areas.
 */

const MEMBER_NO: LabelPairs = { user_seq: ['회원 번호', 'Member no.'] };

/** 002 §2.2, §2.3, §3 "Staff": the three staff pages of a cafe or roastery. */
export function staffPageLabels(scope: 'cafe' | 'roaster', view: 'user' | 'signup' | 'etc'): PageLabels {
  const titles: Record<typeof view, LabelPair> = {
    user: ['직원 목록', 'Staff'],
    signup: ['가입 신청', 'Sign-up applications'],
    etc: ['취소·거절·재가입·해고', 'Cancelled, rejected, rejoining and fired'],
  };
  return {
    title: titles[view],
    fields: {
      ...MEMBER_NO,
      [`${scope}_user_nick`]: ['별명', 'Nickname'],
      user_auth: [view === 'user' ? '권한' : '상태', view === 'user' ? 'Role' : 'State'],
      [`${scope}_user_desc`]: ['소개', 'About'],
      [`${scope}_user_use`]: ['사용', 'Active'],
    },
    tooltips: { user_auth: ['내가 줄 수 있는 권한만 고를 수 있습니다', 'Only the roles you may give can be chosen'] },
  };
}

/** 001 §2, §3 "Cafe and roaster user info": one's own profile in a cafe or roastery. */
export function memberProfileLabels(scope: 'cafe' | 'roaster'): PageLabels {
  const [kr, en] = scope === 'cafe' ? ['카페', 'cafe'] : ['로스터리', 'roastery'];
  return {
    title: [`내 ${kr} 직원 프로필`, `My profile in this ${en}`],
    fields: {
      ...MEMBER_NO,
      [`${scope}_user_nick`]: ['별명', 'Nickname'],
      user_auth: ['권한', 'Role'],
      [`${scope}_user_desc`]: ['소개', 'About me'],
    },
    tooltips: {
      [`${scope}_user_nick`]: [
        '직원 목록에 보이는 이름입니다 (3–100 바이트)',
        'The name the staff list shows (3–100 bytes)',
      ],
      user_auth: ['권한은 매니저가 정합니다', 'Managers decide the role'],
    },
  };
}

/** 001 §2, §3 "User basic info". */
export function userBasicInfoLabels(): PageLabels {
  return {
    title: ['내 계정', 'My account'],
    fields: {
      ...MEMBER_NO,
      user_id: ['아이디', 'User id'],
      user_name: ['이름', 'Name'],
      user_type: ['회원 유형', 'Account type'],
      user_use: ['계정 사용', 'Account active'],
      // 001 §3 User basic info: what the sign-in gave, and the account's own uuid and serial.
      user_img: ['프로필 사진', 'Profile picture'],
      user_provider: ['로그인 방식', 'Signs in with'],
      user_email: ['이메일', 'E-mail'],
      user_uuid: ['계정 UUID', 'Account UUID'],
      user_serial: ['계정 시리얼', 'Account serial'],
    },
    options: {
      user_type: {
        SADMIN: ['최고 관리자', 'Top administrator'],
        ADMIN: ['관리자', 'Administrator'],
        TESTER: ['테스터', 'Tester'],
        PAID: ['유료 회원', 'Paid member'],
        USER: ['회원', 'Member'],
      },
      user_provider: { local: ['아이디와 비밀번호', 'ID and password'], google: ['Google', 'Google'] },
    },
  };
}
