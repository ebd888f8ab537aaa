import { entityTexts } from './entity-texts';

/** Texts of the user area (namespace `user`), both languages complete. */
export const translations = {
  kr: {
    landing: { title: '{{name}} 님, 반갑습니다', lead: '나의 추출 기록, 커피 노트, 장비를 관리하는 곳입니다.', user_id: '아이디', name: '이름', usertype: '회원 유형' },
    entity: entityTexts('kr'),
    coffeenote: { from_serial: '"{{name}}"의 노트를 씁니다. 제품 시리얼로 채운 내용을 확인하고, 맛을 기록해 저장하세요.' },
  },
  en: {
    landing: { title: 'Welcome, {{name}}', lead: 'Keep your brewing results, coffee notes and equipment here.', user_id: 'User id', name: 'Name', usertype: 'Account type' },
    entity: entityTexts('en'),
    coffeenote: { from_serial: 'A note of "{{name}}", filled from its product serial. Check it, record how it tastes and save.' },
  },
};
