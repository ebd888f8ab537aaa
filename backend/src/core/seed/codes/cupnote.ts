// Cup-note pick lists (spec 001/002 §3 "Cup note"): aftertaste (CNAFTST), texture /
// mouthfeel (CNTXTR) and overall feeling (CNFLNG), plus where the note was taken
// (NTPLC) and which product serial it refers to (BNDV). Terms follow common
// cupping-form vocabulary (SCA cupping protocol attributes).
import { toCodes, type SeedCodeGroup } from './types';

export const AFTERTASTE_GROUP: SeedCodeGroup = {
  id: 'CNAFTST',
  name: 'Aftertaste',
  name_kr: '후미',
  codes: toCodes([
    ['CLN', 'Clean finish', '깔끔한 후미'],
    ['LONG', 'Long, lingering', '긴 여운'],
    ['SHRT', 'Short', '짧은 여운'],
    ['SWT', 'Sweet', '달콤한 후미'],
    ['JCY', 'Juicy', '과즙 같은 후미'],
    ['FRTY', 'Fruity', '과일 같은 후미'],
    ['CHCL', 'Chocolatey', '초콜릿 같은 후미'],
    ['NUTY', 'Nutty', '고소한 후미'],
    ['SPCY', 'Spicy', '스파이시한 후미'],
    ['SMKY', 'Smoky', '스모키한 후미'],
    ['BTTR', 'Bitter', '쓴 후미'],
    ['SOUR', 'Sour', '시큼한 후미'],
    ['ASTR', 'Astringent', '떫은 후미'],
    ['DRY', 'Dry', '드라이한 후미'],
    ['HRSH', 'Harsh', '거친 후미'],
    ['MTLC', 'Metallic', '쇠 맛 후미'],
  ]),
};

// Roughly light to heavy body, then surface qualities, then faults.
export const TEXTURE_GROUP: SeedCodeGroup = {
  id: 'CNTXTR',
  name: 'Texture (mouthfeel)',
  name_kr: '질감(마우스필)',
  codes: toCodes([
    ['THIN', 'Thin / watery', '묽은'],
    ['LGHT', 'Light body', '가벼운 바디'],
    ['TEA', 'Tea-like', '차 같은'],
    ['MDM', 'Medium body', '중간 바디'],
    ['FULL', 'Full / heavy body', '묵직한 바디'],
    ['JCY', 'Juicy', '쥬시한'],
    ['SMTH', 'Smooth', '매끄러운'],
    ['ROND', 'Round', '둥근'],
    ['SLKY', 'Silky', '실키한'],
    ['VLVT', 'Velvety', '벨벳 같은'],
    ['CRMY', 'Creamy', '크리미한'],
    ['BTRY', 'Buttery', '버터 같은'],
    ['SYRP', 'Syrupy', '시럽 같은'],
    ['OILY', 'Oily', '오일리한'],
    ['CRSP', 'Crisp', '산뜻한'],
    ['ASTR', 'Astringent / drying', '떫은'],
    ['GRTY', 'Rough / gritty', '거친'],
  ]),
};

// Assumption: "feeling" is the taster's overall impression of the cup (the SCA
// form's Overall / Balance), as adjectives; positive first, then negative.
export const FEELING_GROUP: SeedCodeGroup = {
  id: 'CNFLNG',
  name: 'Overall impression',
  name_kr: '전체 인상',
  codes: toCodes([
    ['BLNC', 'Balanced', '균형 잡힌'],
    ['CMPX', 'Complex', '복합적인'],
    ['CLN', 'Clean', '깨끗한'],
    ['BRGT', 'Bright', '화사한'],
    ['VVID', 'Vibrant / lively', '생동감 있는'],
    ['SWT', 'Sweet', '달콤한'],
    ['ELGT', 'Elegant', '우아한'],
    ['DLCT', 'Delicate', '섬세한'],
    ['RICH', 'Rich', '풍부한'],
    ['BOLD', 'Bold / intense', '강렬한'],
    ['MLLW', 'Mellow', '부드러운'],
    ['RFRS', 'Refreshing', '상쾌한'],
    ['CMFT', 'Comforting', '편안한'],
    ['UNIQ', 'Unique / distinctive', '개성 있는'],
    ['FLAT', 'Flat / dull', '밋밋한'],
    ['MDDY', 'Muddy', '탁한'],
    ['UNBL', 'Unbalanced', '균형이 깨진'],
    ['HRSH', 'Harsh', '거친'],
  ]),
};

export const NOTE_PLACE_GROUP: SeedCodeGroup = {
  id: 'NTPLC',
  name: 'Note place',
  name_kr: '노트 작성 장소',
  codes: toCodes([
    ['HOME', 'Home', '집'],
    ['CAFE', 'Cafe', '카페'],
    ['RSTR', 'Roastery', '로스터리'],
    ['OFFC', 'Office', '사무실'],
    ['CUPP', 'Cupping session / lab', '커핑 세션·랩'],
    ['EVNT', 'Event / festival', '행사·페스티벌'],
    ['OUTD', 'Outdoors / travel', '야외·여행'],
    ['ETC', 'Other place', '기타 장소'],
  ]),
};

// Product serial types (spec 002 §2.5 coffeenote/write?type=...). DF = the default
// (catalogue) item, DT = a dated lot made from it.
export const SERIAL_TYPE_GROUP: SeedCodeGroup = {
  id: 'BNDV',
  name: 'Product serial type',
  name_kr: '제품 시리얼 유형',
  codes: toCodes([
    ['RSTRDF', 'Roaster blend (default)', '로스터 블렌딩(기본)'],
    ['RSTRDT', 'Roaster blend lot (result)', '로스터 블렌딩 로트(결과)'],
    ['CAFEDF', 'Cafe coffee bean (default)', '카페 원두(기본)'],
    ['CAFEDT', 'Cafe received lot', '카페 입고 로트'],
  ]),
};
