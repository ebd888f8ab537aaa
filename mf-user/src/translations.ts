import { entityTexts } from './entity-texts';

/** Texts of the user area (namespace `user`), both languages complete. */
export const translations = {
  kr: {
    landing: { title: '{{name}} 님, 반갑습니다', lead: '나의 추출 기록, 커피 노트, 장비를 관리하는 곳입니다.', user_id: '아이디', name: '이름', usertype: '회원 유형' },
    entity: entityTexts('kr'),
    userinfo: {
      title: '내 정보',
      roles: '소속과 권한',
      no_roles: '소속된 카페나 로스터리가 없습니다',
      password_title: '비밀번호 바꾸기',
      user_pass: '지금 비밀번호',
      user_pass_new: '새 비밀번호',
      user_pass_confirm: '새 비밀번호 확인',
      password_rule: '{{minLength}}자 이상 {{maxLength}}자 이하',
      password_submit: '비밀번호 바꾸기',
    },
    coffeenote: { from_serial: '"{{name}}"의 노트를 씁니다. 제품 시리얼로 채운 내용을 확인하고, 맛을 기록해 저장하세요.' },
  },
  en: {
    landing: { title: 'Welcome, {{name}}', lead: 'Keep your brewing results, coffee notes and equipment here.', user_id: 'User id', name: 'Name', usertype: 'Account type' },
    entity: entityTexts('en'),
    userinfo: {
      title: 'My information',
      roles: 'Cafes and roasteries',
      no_roles: 'You belong to no cafe or roastery',
      password_title: 'Change password',
      user_pass: 'Current password',
      user_pass_new: 'New password',
      user_pass_confirm: 'New password again',
      password_rule: '{{minLength}} to {{maxLength}} characters',
      password_submit: 'Change password',
    },
    coffeenote: { from_serial: 'A note of "{{name}}", filled from its product serial. Check it, record how it tastes and save.' },
  },
};
