import {
  BLEND_LOSS_FIELDS,
  BLENDING_DATE,
  BREWING_DEFAULT_FIELDS,
  BREWING_RESULT_FIELDS,
  BREWING_RESULT_SECTIONS,
  CAFE_BEAN_CHOICE,
  CAFE_BLEND_INFO,
  CAFE_STORE_FIELDS,
  cafeRoasterLabels,
  cafeRoasterRegisterLabels,
  COFFEEBEAN_NAME_FIELDS,
  createPageLabels,
  CUPNOTE_BEAN_NAME_FIELDS,
  CUPNOTE_FIELDS,
  CUPNOTE_SECTIONS,
  entityTextTree,
  EQUIP_FIELDS,
  eventPageLabels,
  type LabelPairs,
  memberProfileLabels,
  nameLabels,
  type PageLabels,
  PUBLIC_STAGE_FIELDS,
  RECORD_NO,
  ROASTERY_BLENDING_DATE,
  staffPageLabels,
  type TextTree,
} from '@beantrail/mf-shared/pure';

/**
 * Labels of the cafe pages (namespace `cafe`, keys `entity.<page>.…`, GUIDE §1; meaning from spec
 * 002 §3). Each label is written once as [kr, en], so neither language can miss one.
 */
const ORIGIN: LabelPairs = {
  coffeebean_country_list: ['생산국', 'Countries of origin'],
  coffeebean_variety_list: ['품종', 'Varieties'],
  coffeebean_variety_etc: ['품종(직접 입력)', 'Varieties (entered directly)'],
  coffeebean_process_list: ['가공 방식', 'Processes'],
  coffeebean_process_etc: ['가공 방식(직접 입력)', 'Processes (entered directly)'],
  coffeebean_grade_list: ['등급', 'Grades'],
  coffeebean_grade_detail_list: ['세부 등급', 'Grade details'],
  coffeebean_country_code: ['지역·농장의 생산국', 'Country of the region and farm'],
  coffeebean_region_seq: ['지역', 'Region'],
  coffeebean_region_etc: ['지역(직접 입력)', 'Region (entered directly)'],
  coffeebean_farm_seq: ['농장', 'Farm'],
  coffeebean_farm_etc: ['농장(직접 입력)', 'Farm (entered directly)'],
};

const LOT: LabelPairs = {
  blending_result_uuid: ['로트 QR', 'Lot QR'],
  ...ROASTERY_BLENDING_DATE,
  ...BLEND_LOSS_FIELDS,
};

/** A cafe's brewing result: its own fields plus the lot's values the server copies (002 §2.6). */
const BREWING_RESULT: Omit<PageLabels, 'title'> = {
  fields: {
    ...BREWING_RESULT_FIELDS,
    ...CAFE_BEAN_CHOICE,
    ...BLENDING_DATE,
    ...BLEND_LOSS_FIELDS,
  },
  sections: { lot: ['로스터리 로트', "Roastery's lot"], ...BREWING_RESULT_SECTIONS },
};

const PAGES: Record<string, PageLabels> = {
  coffeebeanDefault: {
    title: ['원두 목록', 'Coffee beans'],
    fields: {
      coffeebean_seq: RECORD_NO,
      ...nameLabels('coffeebean', ['원두', 'Bean']),
      ...CAFE_STORE_FIELDS,
      coffeebean_single_origin: ['싱글 오리진', 'Single origin'],
      coffeebean_use: ['사용', 'In use'],
      coffeebean_desc: ['설명', 'Description'],
      ...ORIGIN,
      ...PUBLIC_STAGE_FIELDS,
      blending_uuid: ['로스터리 블렌드', "Roastery's blend"],
      blending_linked: ['로스터리 블렌드에서 등록', "Registered from the roastery's blend"],
      ...CAFE_BLEND_INFO,
      blending_cupnote_use: [
        '원두 페이지에 로스터리 커핑 노트 표시',
        "Show the roastery's cup note on the bean's page",
      ],
      coffeebean_uuid_str: ['원두 QR', 'Bean QR'],
    },
    sections: { origin: ['원산지', 'Origin'], public: ['공개 범위', 'Visibility'], qr: ['QR 코드', 'QR code'] },
  },
  coffeebeanReceived: {
    title: ['입고 목록', 'Received lots'],
    fields: {
      received_seq: RECORD_NO,
      coffeebean_seq: CAFE_BEAN_CHOICE.coffeebean_seq,
      ...COFFEEBEAN_NAME_FIELDS,
      received_date: ['입고일', 'Received on'],
      received_div: ['구분', 'Lot mark'],
      received_mass: ['입고량', 'Received mass'],
      received_instock: ['재고 있음', 'In stock'],
      ...LOT,
      received_uuid_str: ['입고 QR', 'Lot QR'],
    },
    sections: { lot: ['로스터리 로트', "Roastery's lot"], qr: ['QR 코드', 'QR code'] },
  },
  cafeBrewingDefault: {
    title: ['추출 레시피', 'Brew recipes'],
    fields: BREWING_DEFAULT_FIELDS,
    sections: { recipe: ['레시피', 'Recipe'] },
  },
  cafeBrewingResult: { title: ['추출 기록', 'Brews'], ...BREWING_RESULT },
  // 002 §2.2: the main brewing results, read only.
  cafeBrewingToday: { title: ['오늘의 추출', "Today's brews"], ...BREWING_RESULT },
  cafeCupnote: {
    title: ['원두 QC 노트', 'Bean QC notes'],
    fields: {
      ...CUPNOTE_FIELDS,
      coffeebean_seq: CAFE_BEAN_CHOICE.coffeebean_seq,
      ...CUPNOTE_BEAN_NAME_FIELDS,
    },
    sections: CUPNOTE_SECTIONS,
  },
  cafeEquip: {
    title: ['장비 목록', 'Equipment list'],
    fields: { cafe_equip_seq: RECORD_NO, ...EQUIP_FIELDS },
  },
  cafeCreate: createPageLabels('cafe'),
  cafeUser: staffPageLabels('cafe', 'user'),
  cafeUserSignUp: staffPageLabels('cafe', 'signup'),
  cafeUserEtc: staffPageLabels('cafe', 'etc'),
  cafeEvent: eventPageLabels(),
  cafeRoaster: cafeRoasterLabels(),
  cafeUserInfo: memberProfileLabels('cafe'),
  cafeRoasterRegister: cafeRoasterRegisterLabels(),
};

/** The `entity` tree of one language. */
export function entityTexts(locale: 'kr' | 'en'): TextTree {
  return entityTextTree(PAGES, locale);
}
