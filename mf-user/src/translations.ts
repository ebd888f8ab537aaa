import { entityTexts } from './entity-texts';

/** Texts of the user area (namespace `user`), both languages complete. */
export const translations = {
  kr: {
    landing: {
      title: '{{name}} 님, 반갑습니다',
      lead: '나의 추출 기록, 커피 노트, 장비를 관리하는 곳입니다.',
      user_id: '아이디',
      name: '이름',
      usertype: '회원 유형',
    },
    entity: entityTexts('kr'),
    userinfo: {
      title: '내 정보',
      roles: '소속과 권한',
      no_roles: '소속된 카페나 로스터리가 없습니다',
      password_title: '비밀번호 바꾸기',
      user_pass: '지금 비밀번호',
      user_pass_new: '새 비밀번호',
      user_pass_confirm: '새 비밀번호 확인',
      password_rule: '{{minLength}}자 이상 {{maxLength}}자 이하, 흔하거나 추측하기 쉬운 비밀번호는 쓸 수 없습니다',
      password_submit: '비밀번호 바꾸기',
    },
    signup: {
      lead: '"{{event}}" 이벤트로 {{org}}에 직원 가입을 신청합니다. 관리자가 승인하면 권한이 생깁니다.',
      waiting: '신청서가 접수되어 승인을 기다리고 있습니다. 다시 보내면 신청 내용이 바뀝니다.',
      rejoin: '예전에 이곳을 떠났거나 신청이 받아들여지지 않았습니다. 보내면 재가입 신청이 됩니다.',
      go_cafe: '카페로 가기',
      go_roaster: '로스터리로 가기',
    },
  },
  en: {
    landing: {
      title: 'Welcome, {{name}}',
      lead: 'Keep your brews, coffee notes and equipment here.',
      user_id: 'User id',
      name: 'Name',
      usertype: 'Account type',
    },
    entity: entityTexts('en'),
    userinfo: {
      title: 'My information',
      roles: 'Cafes and roasteries',
      no_roles: 'You belong to no cafe or roastery',
      password_title: 'Change password',
      user_pass: 'Current password',
      user_pass_new: 'New password',
      user_pass_confirm: 'New password again',
      password_rule: '{{minLength}} to {{maxLength}} characters; common or easily guessed passwords are refused',
      password_submit: 'Change password',
    },
    signup: {
      lead: 'Apply to join the staff of {{org}} through the event "{{event}}". You get a role once a manager accepts.',
      waiting: 'Your application has arrived and waits for a manager. Sending it again updates it.',
      rejoin: 'You left this place before, or an application was not accepted. Sending this asks to rejoin.',
      go_cafe: 'Go to the cafe',
      go_roaster: 'Go to the roastery',
    },
  },
};
