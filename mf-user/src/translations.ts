import { entityTexts } from './entity-texts';

/** Texts of the user area (namespace `user`), both languages complete. */
export const translations = {
  kr: {
    landing: { title: '{{name}} 님, 반갑습니다', lead: '나의 추출 기록, 커피 노트, 장비를 관리하는 곳입니다.', user_id: '아이디', name: '이름', usertype: '회원 유형' },
    entity: entityTexts('kr'),
  },
  en: {
    landing: { title: 'Welcome, {{name}}', lead: 'Keep your brewing results, coffee notes and equipment here.', user_id: 'User id', name: 'Name', usertype: 'Account type' },
    entity: entityTexts('en'),
  },
};
