import {
  AUDIT_LABELS,
  entityTextTree,
  EQUIP_PRODUCT_FIELDS,
  type LabelPair,
  nameLabels,
  type PageLabels,
  RECORD_NO,
  type TextTree,
} from '@beantrail/mf-shared/pure';
import { greenbeanEntityTexts } from './greenbean-texts';

/**
 * Labels of the admin master-data pages (namespace `admin`, keys `entity.<page>.…`, GUIDE §1).
 * Each label is written once as [kr, en], so neither language can miss one.
 */
type Pair = LabelPair;
const names = nameLabels;

const ABC = { A: ['가', 'A'], B: ['나', 'B'], C: ['다', 'C'] } as const satisfies Record<string, Pair>;

const PAGES: Record<string, PageLabels> = {
  country: {
    title: ['국가', 'Countries'],
    fields: {
      country_seq: RECORD_NO,
      country_id: ['국가 코드(3자리)', 'Country code (alpha-3)'],
      // The demo data and the list read country_nick as the Korean name (localeName in contracts'
      // country.ts): a phone in Korean showed only the English one under "국가 이름" (admin review).
      country_name: ['국가 이름(영어)', 'Country name'],
      country_nick: ['국가 이름(한국어)', 'Korean name'],
      country_code2: ['국가 코드(2자리)', 'Country code (alpha-2)'],
      country_code1: ['숫자 코드', 'Numeric code'],
      country_filter: ['구분', 'Filter'],
      country_use: ['사용', 'In use'],
    },
    options: { country_filter: { CFPRDC: ['커피 생산국', 'Coffee producer'] } },
  },
  region: {
    title: ['지역', 'Regions'],
    fields: {
      region_seq: RECORD_NO,
      region_country: ['국가', 'Country'],
      region_parent_seq: ['상위 지역', 'Parent region'],
      region_code: ['지역 코드', 'Region code'],
      ...names('region', ['지역', 'Region']),
      region_desc: ['설명', 'Description'],
      region_use: ['사용', 'In use'],
    },
  },
  farm: {
    title: ['농장', 'Farms'],
    fields: {
      farm_seq: RECORD_NO,
      ...names('farm', ['농장', 'Farm']),
      farm_country_code: ['국가', 'Country'],
      farm_region_seq: ['지역', 'Region'],
      farm_region_etc: ['지역(직접 입력)', 'Region (entered directly)'],
      farm_desc: ['설명', 'Description'],
      farm_detail: ['상세 정보', 'Details'],
      farm_use: ['사용', 'In use'],
    },
  },
  codeGroup: {
    title: ['코드 그룹', 'Code groups'],
    fields: {
      code_group_seq: RECORD_NO,
      code_group_id: ['코드 그룹 ID', 'Code group id'],
      code_group_name_kr: ['그룹 이름(한국어)', 'Group name (Korean)'],
      code_group_name: ['그룹 이름(영어)', 'Group name (English)'],
      code_group_desc: ['설명', 'Description'],
      code_group_use: ['사용', 'In use'],
    },
  },
  code: {
    title: ['코드', 'Codes'],
    fields: {
      code_seq: RECORD_NO,
      code_group_seq: ['코드 그룹 번호', 'Code group no.'],
      code_group_id: ['코드 그룹', 'Code group'],
      code_id: ['코드 ID', 'Code id'],
      code_name_kr: ['코드 이름(한국어)', 'Code name (Korean)'],
      code_name: ['코드 이름(영어)', 'Code name (English)'],
      code_order: ['순서', 'Order'],
      code_filter: ['필터', 'Filter'],
      code_desc_kr: ['설명(한국어)', 'Description (Korean)'],
      code_desc: ['설명(영어)', 'Description (English)'],
      code_alias1: ['별칭 1(색상)', 'Alias 1 (colour)'],
      code_alias2: ['별칭 2', 'Alias 2'],
      code_alias3: ['별칭 3', 'Alias 3'],
      code_alias4: ['별칭 4', 'Alias 4'],
      code_use: ['사용', 'In use'],
    },
  },
  variety: {
    title: ['커피 품종', 'Coffee varieties'],
    fields: {
      variety_seq: RECORD_NO,
      species_type: ['종', 'Species'],
      variety_id: ['품종 ID', 'Variety id'],
      variety_name_kr: ['품종 이름(한국어)', 'Variety name (Korean)'],
      variety_name: ['품종 이름(영어)', 'Variety name (English)'],
      variety_desc_kr: ['설명(한국어)', 'Description (Korean)'],
      variety_desc: ['설명(영어)', 'Description (English)'],
      variety_detail: ['상세 정보', 'Details'],
      variety_disp: ['표시', 'Displayed'],
      variety_use: ['사용', 'In use'],
    },
  },
  company: {
    title: ['회사', 'Companies'],
    fields: {
      company_seq: RECORD_NO,
      company_country_code: ['국가', 'Country'],
      company_type: ['회사 구분', 'Company type'],
      ...names('company', ['회사', 'Company']),
      company_site: ['웹사이트', 'Website'],
      company_shop: ['온라인 상점', 'Online shop'],
      company_type_list: ['업종 목록', 'Business types'],
      company_detail: ['상세 정보', 'Details'],
      company_etc: ['기타', 'Other'],
      company_use: ['사용', 'In use'],
    },
  },
  roasterAdmin: {
    title: ['로스터리', 'Roasteries'],
    fields: {
      roaster_seq: RECORD_NO,
      roaster_country: ['국가', 'Country'],
      roaster_type: ['로스터리 구분', 'Roastery type'],
      roaster_name_locale: ['로스터리 이름(한국어)', 'Roastery name (Korean)'],
      roaster_name: ['로스터리 이름(영어)', 'Roastery name (English)'],
      roaster_detail: ['상세 정보', 'Details'],
      roaster_ads_hide: ['광고 숨김', 'Hide ads'],
      roaster_use: ['사용', 'In use'],
    },
  },
  cafeAdmin: {
    title: ['카페', 'Cafes'],
    fields: {
      cafe_seq: RECORD_NO,
      cafe_country: ['국가', 'Country'],
      cafe_type: ['카페 구분', 'Cafe type'],
      cafe_name_locale: ['카페 이름(한국어)', 'Cafe name (Korean)'],
      cafe_name: ['카페 이름(영어)', 'Cafe name (English)'],
      cafe_detail: ['상세 정보', 'Details'],
      cafe_ads_hide: ['광고 숨김', 'Hide ads'],
      cafe_use: ['사용', 'In use'],
    },
  },
  equipAdmin: {
    title: ['장비', 'Equipment'],
    fields: {
      equip_seq: RECORD_NO,
      ...EQUIP_PRODUCT_FIELDS,
    },
  },
  material: {
    title: ['자재', 'Materials'],
    fields: {
      material_seq: RECORD_NO,
      material_type: ['자재 구분', 'Material type'],
      ...names('material', ['자재', 'Material']),
      material_detail: ['상세 정보', 'Details'],
      material_use: ['사용', 'In use'],
    },
  },
  widgetGallery: {
    title: ['입력 위젯 모음', 'Widget gallery'],
    extra: { view_mode: ['보기 모드', 'View mode'], text_before: ['이름:', 'Name:'] },
    sections: {
      text: ['글자와 숫자', 'Text and numbers'],
      choice: ['선택', 'Choices'],
      time: ['날짜와 시간', 'Dates and times'],
      media: ['이미지와 파일', 'Images and files'],
    },
    tooltips: { text: ['바이트 단위로 셉니다', 'Counted in bytes'] },
    fields: {
      text: ['글자', 'Text'],
      textarea: ['여러 줄 글', 'Long text'],
      search: ['검색어', 'Search text'],
      password: ['비밀번호', 'Password'],
      mass: ['무게', 'Mass'],
      link: ['링크', 'Link'],
      copy: ['일련번호', 'Serial'],
      check: ['확인', 'Checked'],
      flag: ['사용', 'In use'],
      checks: ['여러 개 선택', 'Several choices'],
      cards: ['카드 선택', 'Card choices'],
      radio: ['하나 선택', 'One choice'],
      segment: ['구간 선택', 'Segment'],
      slider: ['비율', 'Ratio'],
      rating: ['별점', 'Rating'],
      equip: ['장비 구분', 'Equipment type'],
      equip_etc: ['장비 구분(직접 입력)', 'Equipment type (entered directly)'],
      countries: ['생산국', 'Producing countries'],
      date: ['날짜', 'Date'],
      time: ['시각', 'Time'],
      datetime: ['일시', 'Date and time'],
      range: ['기간', 'Period'],
      dates: ['여러 날짜', 'Several dates'],
      image: ['이미지', 'Image'],
      broken_image: ['깨진 이미지', 'Broken image'],
      qr: ['QR 코드', 'QR code'],
      upload: ['파일', 'File'],
    },
    options: { checks: ABC, cards: ABC, radio: ABC, segment: ABC },
  },
};

/** The `entity` tree of one language. */
export function entityTexts(lng: 'kr' | 'en'): TextTree {
  return { ...entityTextTree(PAGES, lng), ...greenbeanEntityTexts(lng) };
}

/** Every field label key this file provides (for the completeness check against the declarations). */
export function labelledFields(id: string): string[] {
  const page = PAGES[id];
  return page ? [...Object.keys(page.fields), ...Object.keys(AUDIT_LABELS)] : [];
}
