import { entityTexts } from './entity-texts';

/** Texts of the administrator area (namespace `admin`), both languages complete. */
export const translations = {
  kr: {
    landing: { title: '관리자 홈', lead: '코드, 지도, 회사, 제품 같은 기준 정보를 관리합니다.', code_group_count: '코드 그룹', code_count: '코드', user_count: '사용자' },
    entity: entityTexts('kr'),
  },
  en: {
    landing: { title: 'Administration', lead: 'Maintain master data: codes, map, companies and products.', code_group_count: 'Code groups', code_count: 'Codes', user_count: 'Users' },
    entity: entityTexts('en'),
  },
};
