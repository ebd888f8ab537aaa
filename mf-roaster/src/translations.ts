import { entityTexts } from './entity-texts';
import { compareTexts } from './compare/compare-model';
import { profileTexts } from './profile/profile-texts';

/** Texts of the roaster area (namespace `roaster`), both languages complete. */
export const translations = {
  kr: {
    landing: {
      lead: '선택한 로스터리의 홈입니다. 로스팅, 생두, 블렌딩 메뉴는 왼쪽 메뉴에서 고르세요.',
      name: '로스터리',
      role: '내 권한',
      seq: '로스터리 번호',
    },
    entity: entityTexts('kr'),
    profile: profileTexts('kr'),
    compare: compareTexts('kr'),
  },
  en: {
    landing: {
      lead: 'The home of the selected roastery. Pick roasting, green beans or blending from the area menu.',
      name: 'Roastery',
      role: 'My role',
      seq: 'Roastery no.',
    },
    entity: entityTexts('en'),
    profile: profileTexts('en'),
    compare: compareTexts('en'),
  },
};
