// Organisation types (CAFE, RSTR, CMPN) and workflow codes (EVNT, PBST, RSTEP).
// Where a spec names a default it is the first row: CAFE/RSTR PRV (spec 002 §3),
// EVNT SGNP (spec 002 §4), RSTEP RSRV (spec 001 §4).
import { toCodes, type SeedCodeGroup } from './types';

export const CAFE_TYPE_GROUP: SeedCodeGroup = {
  id: 'CAFE',
  name: 'Cafe type',
  name_kr: '카페 유형',
  codes: toCodes([
    ['PRV', 'Independent cafe', '개인 카페'],
    ['FRN', 'Franchise cafe', '프랜차이즈 카페'],
    ['RSTC', 'Roastery cafe', '로스터리 카페'],
    ['SPBR', 'Specialty coffee bar', '스페셜티 커피 바'],
    ['BKRY', 'Bakery cafe', '베이커리 카페'],
    ['TKOT', 'Take-out / kiosk', '테이크아웃 전문점'],
    ['CORP', 'Office / in-house cafe', '사내 카페'],
    ['HSPT', 'Hotel / restaurant', '호텔·레스토랑'],
    ['MBL', 'Mobile / coffee truck', '커피 트럭(이동식)'],
    ['ACDM', 'Barista academy', '바리스타 아카데미'],
    ['ETC', 'Other cafe type', '기타 카페'],
  ]),
};

export const ROASTER_TYPE_GROUP: SeedCodeGroup = {
  id: 'RSTR',
  name: 'Roaster type',
  name_kr: '로스터리 유형',
  codes: toCodes([
    ['PRV', 'Independent roastery', '개인 로스터리'],
    ['RSTC', 'Roastery cafe', '로스터리 카페'],
    ['WHSL', 'Wholesale roaster', '납품 전문 로스터리'],
    ['FRN', 'Franchise roasting plant', '프랜차이즈 로스팅 공장'],
    ['CMRC', 'Commercial / industrial roaster', '대형(산업용) 로스팅 공장'],
    // Shared roasting rooms rent machine time to small brands (common in Korea).
    ['SHRD', 'Shared roasting space', '공유 로스팅실'],
    ['OEM', 'Contract (OEM) roaster', 'OEM 위탁 로스팅'],
    ['HOME', 'Home roaster', '홈 로스터'],
    ['ETC', 'Other roaster type', '기타 로스터리'],
  ]),
};

// GBD (green-bean seller) and EQD (equipment maker) are named by spec 001 §3/§7.
export const COMPANY_TYPE_GROUP: SeedCodeGroup = {
  id: 'CMPN',
  name: 'Company type',
  name_kr: '업체 유형',
  codes: toCodes([
    ['GBD', 'Green-bean dealer / importer', '생두 유통·수입사'],
    ['EQD', 'Equipment manufacturer / dealer', '장비 제조·유통사'],
    ['EXP', 'Exporter / dry mill', '수출사·드라이밀'],
    ['PRD', 'Producer / farm / cooperative', '생산자·농장·협동조합'],
    ['MTD', 'Supplies dealer (cups, filters, syrups)', '부자재 유통사'],
    ['PKG', 'Packaging supplier', '포장재 업체'],
    ['LOG', 'Logistics / warehouse', '물류·창고'],
    ['LAB', 'Quality lab / certification body', '품질 분석·인증 기관'],
    ['EDU', 'Education / academy', '교육 기관'],
    ['ETC', 'Other company', '기타 업체'],
  ]),
};

// Spec 002 §4: SGNP (staff sign-up by QR, default) and CSTMR (cafe registers as a
// customer of the roaster). The extra rows are general events a roaster/cafe runs.
export const EVENT_TYPE_GROUP: SeedCodeGroup = {
  id: 'EVNT',
  name: 'Event type',
  name_kr: '이벤트 유형',
  codes: toCodes([
    ['SGNP', 'Staff sign-up event', '직원 가입 이벤트'],
    ['CSTMR', 'Customer registration event', '고객 카페 등록 이벤트'],
    ['CUPP', 'Public cupping', '퍼블릭 커핑'],
    ['PRMT', 'Promotion', '프로모션'],
    ['CLSS', 'Class / workshop', '클래스·워크숍'],
    ['ETC', 'Other event', '기타 이벤트'],
  ]),
};

// Public stage per audience (spec 001 §3/§9): how much of an item each audience
// sees. Defaults: roaster ALL, cafe DTL, customer NRML, normal (public) LST.
export const PUBLIC_STAGE_GROUP: SeedCodeGroup = {
  id: 'PBST',
  name: 'Public stage',
  name_kr: '공개 단계',
  codes: toCodes([
    ['ALL', 'All information', '전체 공개'],
    ['DTL', 'Detailed', '상세 공개'],
    ['NRML', 'Normal', '일반 공개'],
    ['LST', 'Least (list only)', '최소 공개(목록)'],
  ]),
};

// Roasting result step (spec 001 §4): RSRV on create; the others are assumed.
export const ROASTING_STEP_GROUP: SeedCodeGroup = {
  id: 'RSTEP',
  name: 'Roasting step',
  name_kr: '로스팅 단계',
  codes: toCodes([
    ['RSRV', 'Reserved (planned)', '로스팅 예약'],
    ['PRGR', 'Roasting in progress', '로스팅 진행 중'],
    ['CMPL', 'Roasting complete', '로스팅 완료'],
    ['FAIL', 'Failed batch (discarded)', '로스팅 실패(폐기)'],
    ['CNCL', 'Cancelled', '로스팅 취소'],
  ]),
};
