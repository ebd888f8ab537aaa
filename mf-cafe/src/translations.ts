/** Texts of the cafe area (namespace `cafe`), both languages complete. */
export const translations = {
  kr: {
    landing: { lead: '선택한 카페의 홈입니다. 원두, 추출, 장비 메뉴는 영역 메뉴에서 고르세요.', role: '내 권한', seq: '카페 번호' },
  },
  en: {
    landing: { lead: 'The home of the selected cafe. Pick beans, brewing or equipment from the area menu.', role: 'My role', seq: 'Cafe no.' },
  },
};
