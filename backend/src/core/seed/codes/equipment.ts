// Equipment types (EQUIP), brewing types (EXTR), water (WTR) and materials (MTRL).
// Equipment, event and material type columns accept 3 to 45 characters (spec 001/002
// §5), so every code_id here is at least 3 characters.
import { toCodes, type SeedCodeGroup } from './types';

// ESP, DRP, GRND, SHR, BSKT, TMP are seen in spec 001 §3; RSTR is the roasting
// machine filter of /api/roaster/item/equip/code (spec 001 §7).
export const EQUIPMENT_TYPE_GROUP: SeedCodeGroup = {
  id: 'EQUIP',
  name: 'Equipment type',
  name_kr: '장비 유형',
  codes: toCodes([
    ['ESP', 'Espresso machine', '에스프레소 머신'],
    ['DRP', 'Drip / pour-over tool', '드립(푸어오버) 도구'],
    ['GRND', 'Grinder', '그라인더'],
    ['SHR', 'Shower screen', '샤워 스크린'],
    ['BSKT', 'Filter basket', '필터 바스켓'],
    ['TMP', 'Tamper', '탬퍼'],
    ['RSTR', 'Roasting machine', '로스팅 머신'],
    ['PFLT', 'Portafilter', '포터필터'],
    ['DSTR', 'Distributor', '디스트리뷰터'],
    ['WDT', 'WDT tool', 'WDT 툴(분쇄 커피 정리 도구)'],
    ['KTL', 'Kettle', '드립 주전자(케틀)'],
    ['SCL', 'Coffee scale', '커피 저울'],
    ['SRVR', 'Server / carafe', '서버(카라페)'],
    ['BRWR', 'Batch brewer', '커피 메이커(배치 브루어)'],
    ['CLDB', 'Cold brew / dutch equipment', '콜드브루·더치 기구'],
    ['WTRF', 'Water filter', '정수 필터'],
    ['RFRM', 'Refractometer (TDS meter)', 'TDS 측정기(굴절계)'],
    ['CLRM', 'Roast colour meter (Agtron)', '배전도 측정기(아그트론)'],
    ['MSTM', 'Moisture / density meter', '수분·밀도 측정기'],
    ['THRM', 'Thermometer / data logger', '온도계·데이터 로거'],
    ['PTCH', 'Milk pitcher', '스팀 피처'],
    ['ETC', 'Other equipment', '기타 장비'],
  ]),
};

// Spec 001 §3 names ESP (espresso) and DRP (drip); the rest are common methods.
export const BREWING_TYPE_GROUP: SeedCodeGroup = {
  id: 'EXTR',
  name: 'Brewing type',
  name_kr: '추출 방식',
  codes: toCodes([
    ['ESP', 'Espresso', '에스프레소'],
    ['DRP', 'Pour-over (hand drip)', '핸드 드립(푸어오버)'],
    ['BTCH', 'Drip machine / batch brew', '커피 메이커(배치 브루)'],
    ['FRP', 'French press', '프렌치 프레스'],
    ['AERO', 'AeroPress', '에어로프레스'],
    ['IMRS', 'Immersion dripper (e.g. Clever)', '침출식 드리퍼(클레버 등)'],
    ['MOKA', 'Moka pot', '모카 포트'],
    ['SPHN', 'Siphon', '사이폰'],
    ['CLDB', 'Cold brew (immersion)', '콜드브루(침출식)'],
    ['CLDD', 'Cold drip (Dutch)', '더치 커피(콜드 드립)'],
    ['TRK', 'Turkish (cezve / ibrik)', '터키식 커피(체즈베)'],
    ['PHIN', 'Vietnamese phin', '베트남 핀 커피'],
    ['CPPG', 'Cupping', '커핑'],
    ['ETC', 'Other brewing', '기타 추출'],
  ]),
};

// Brewing water (spec 001 §3 brewing_water, with hardness / alkalinity / TDS).
export const WATER_TYPE_GROUP: SeedCodeGroup = {
  id: 'WTR',
  name: 'Water type',
  name_kr: '물 종류',
  codes: toCodes([
    ['TAP', 'Tap water', '수돗물'],
    ['FLTR', 'Filtered water', '정수(필터)'],
    ['SOFT', 'Softened water (ion exchange)', '연수기 물(이온 교환)'],
    ['ROW', 'Reverse osmosis water', '역삼투압(RO) 정수'],
    ['RORM', 'RO water, remineralised', '미네랄 보강 RO 정수'],
    ['MNRL', 'Bottled mineral water', '생수(먹는샘물)'],
    ['DSTL', 'Distilled water', '증류수'],
    ['RCPE', 'Recipe water (mineral packs)', '조제수(미네랄 첨가)'],
    ['ALKL', 'Alkaline water', '알칼리 이온수'],
    ['ETC', 'Other water', '기타 물'],
  ]),
};

// Assumption: material_type classifies equipment parts and filters by what they
// are made of (the brief's reading of spec 001 "Material").
export const MATERIAL_TYPE_GROUP: SeedCodeGroup = {
  id: 'MTRL',
  name: 'Material',
  name_kr: '재질',
  codes: toCodes([
    ['STNL', 'Stainless steel', '스테인리스 스틸'],
    ['CRMC', 'Ceramic', '세라믹(도자기)'],
    ['PORC', 'Porcelain', '자기(포슬린)'],
    ['GLSS', 'Glass', '유리'],
    ['COPR', 'Copper', '구리(동)'],
    ['BRSS', 'Brass', '황동'],
    ['ALUM', 'Aluminium', '알루미늄'],
    ['CSTI', 'Cast iron', '주철'],
    ['TITN', 'Titanium', '티타늄'],
    ['PLST', 'Plastic', '플라스틱'],
    ['SILC', 'Silicone', '실리콘'],
    ['WOOD', 'Wood', '목재'],
    ['PPRF', 'Paper filter', '종이 필터'],
    ['CLTF', 'Cloth (flannel) filter', '융 필터'],
    ['MTLF', 'Metal filter', '금속 필터'],
    ['ETC', 'Other material', '기타 재질'],
  ]),
};
