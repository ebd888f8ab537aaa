import type { PageDecl } from '@beantrail/contracts';
/**
 * Building blocks of the areas' page labels (`entity.<page>.…`, GUIDE §1): each label is written
 * once as a [kr, en] pair, so neither language can miss one, and one function turns an area's
 * pairs into the i18n tree of a language. Pure data and functions, no React.
 */
export type LabelPair = readonly [kr: string, en: string];
export type LabelPairs = Readonly<Record<string, LabelPair>>;
export type TextTree = { [key: string]: string | TextTree };

/**
 * A page's own key and year ("No.", "Year"): one pair for every page, where the same field on
 * another page names what is chosen ("Roast recipe", "Roasting year").
 */
export const RECORD_NO: LabelPair = ['번호', 'No.'];
export const RECORD_YEAR: LabelPair = ['연도', 'Year'];

/** Who may see a record publicly (001 §3, code group PBST); the roastery's own stage is the roaster's only. */
export const PUBLIC_STAGE_FIELDS: LabelPairs = {
  public_stage_cafe: ['공개 범위(카페)', 'Visibility (cafe)'],
  public_stage_customer: ['공개 범위(고객)', 'Visibility (customers)'],
  public_stage_normal: ['공개 범위(일반)', 'Visibility (everyone)'],
};

/** The audit fields every record shows (000 §3). */
export const AUDIT_LABELS: LabelPairs = {
  rgst_user: ['등록자 번호', 'Registered by (user no.)'],
  rgst_by: ['등록자', 'Registered by'],
  rgst_at: ['등록일시', 'Registered at'],
  edit_user: ['수정자 번호', 'Edited by (user no.)'],
  edit_by: ['수정자', 'Edited by'],
  edit_at: ['수정일시', 'Edited at'],
};

/** Sections most pages have: the basic fields and the audit record. */
export const COMMON_SECTION_LABELS: LabelPairs = {
  basic: ['기본 정보', 'Basic information'],
  audit: ['등록 / 수정 기록', 'Record history'],
};

/** 001 §5 Names: the four name fields of `nameFields(prefix)` in the contracts. */
export function nameLabels(prefix: string, what: LabelPair): LabelPairs {
  return {
    [`${prefix}_name_locale`]: [`${what[0]} 이름(한국어)`, `${what[1]} name (Korean)`],
    [`${prefix}_name`]: [`${what[0]} 이름(영어)`, `${what[1]} name (English)`],
    [`${prefix}_nick_locale`]: ['별칭(한국어)', 'Nickname (Korean)'],
    [`${prefix}_nick`]: ['별칭(영어)', 'Nickname (English)'],
  };
}

/** One page's labels. */
export interface PageLabels {
  title: LabelPair;
  fields: LabelPairs;
  /** Option labels per field (`entity.<page>.option.<field>.<value>`). */
  options?: Readonly<Record<string, LabelPairs>>;
  tooltips?: LabelPairs;
  sections?: LabelPairs;
  /** Further page texts (keys directly under `entity.<page>`). */
  extra?: LabelPairs;
}

/** 002 §2.1, §3: the cafe/roaster creation page (`cafeCreate`, `roasterCreate`). */
export function createPageLabels(scope: 'cafe' | 'roaster'): PageLabels {
  const [kr, en] = scope === 'cafe' ? ['카페', 'cafe'] : ['로스터리', 'roastery'];
  const En = en[0].toUpperCase() + en.slice(1);
  return {
    title: [`${kr} 만들기`, `Create a ${en}`],
    fields: {
      [`${scope}_seq`]: RECORD_NO,
      [`${scope}_type`]: [`${kr} 유형`, `${En} type`],
      [`${scope}_country`]: ['국가', 'Country'],
      ...nameLabels(scope, [kr, En]),
      [`${scope}_detail`]: [`${kr} 소개`, `About the ${en}`],
    },
    tooltips: {
      [`${scope}_name_locale`]: [
        '한국어 이름과 영어 이름을 모두 입력합니다',
        'Both the Korean and the English name are needed',
      ],
    },
  };
}

/** An event's names and times (002 §3 "Event"), on the event pages and the forms its QR opens. */
const EVENT_NAME_TIME_LABELS: LabelPairs = {
  event_name_locale: ['이벤트 이름(한국어)', 'Event name (Korean)'],
  event_name: ['이벤트 이름(영어)', 'Event name (English)'],
  event_start: ['시작', 'Starts'],
  event_end: ['종료', 'Ends'],
};

/** What a QR form shows of the event and its cafe/roastery (contracts `eventShownFields`). */
function eventShownLabels(scope: 'cafe' | 'roaster'): LabelPairs {
  const [kr, en] = scope === 'cafe' ? ['카페', 'Cafe'] : ['로스터리', 'Roastery'];
  return {
    [`${scope}_name_locale`]: [`${kr} 이름(한국어)`, `${en} name (Korean)`],
    [`${scope}_name`]: [`${kr} 이름(영어)`, `${en} name (English)`],
    ...EVENT_NAME_TIME_LABELS,
    event_uuid: ['이벤트', 'Event'],
  };
}

/** 002 §2.2, §2.3, §3 "Event": a cafe's or roastery's events (`cafeEvent`, `roasterEvent`). */
export function eventPageLabels(): PageLabels {
  return {
    title: ['이벤트', 'Events'],
    fields: {
      event_seq: ['이벤트 번호', 'Event no.'],
      event_type: ['이벤트 유형', 'Event type'],
      ...EVENT_NAME_TIME_LABELS,
      event_status: ['상태', 'Status'],
      event_desc: ['설명', 'Description'],
      event_term: ['기간', 'Length'],
      event_year: RECORD_YEAR,
      event_signup_qr: ['직원 가입 QR', 'Staff sign-up QR'],
      event_register_qr: ['고객 카페 등록 QR', 'Customer registration QR'],
      event_uuid: ['QR 코드 값', 'QR code value'],
    },
    sections: { period: ['기간', 'When'], qr: ['QR 코드', 'QR code'] },
    options: {
      event_status: { READY: ['예정', 'Not started'], OPEN: ['진행 중', 'Running'], CLOSED: ['종료', 'Ended'] },
    },
    tooltips: {
      event_term: [
        '일 수를 바꾸면 종료 시각이 시작 시각에 맞춰 다시 계산됩니다 (0–31일)',
        'Changing the days sets the end from the start (0–31 days)',
      ],
      event_signup_qr: [
        '이벤트가 끝나기 전까지 보입니다. 스캔하면 직원 가입 신청서가 열립니다',
        'Shown until the event ends; scanning it opens the staff sign-up form',
      ],
      event_register_qr: [
        '이벤트가 끝나기 전까지 보입니다. 카페의 매니저가 스캔하면 고객 등록 신청서가 열립니다',
        'Shown until the event ends; a cafe manager who scans it can register the cafe as a customer',
      ],
    },
  };
}

/** 002 §2.4, §3 "Sign-up forms": signing up as staff from an event's QR (`cafeSignUp`, `roasterSignUp`). */
export function signUpPageLabels(scope: 'cafe' | 'roaster'): PageLabels {
  const [kr, en] = scope === 'cafe' ? ['카페', 'cafe'] : ['로스터리', 'roastery'];
  return {
    title: [`${kr} 직원 가입 신청`, `Apply to join a ${en}`],
    fields: {
      ...eventShownLabels(scope),
      user_nick: ['별명', 'Nickname'],
      user_desc: ['자기소개', 'About you'],
      save_check: ['신청 내용을 관리자에게 보내는 데 동의합니다', 'I agree to send this application to the managers'],
    },
    sections: { event: ['이벤트', 'Event'], signup: ['신청서', 'Application'] },
    tooltips: {
      user_nick: ['직원 목록에 보일 이름입니다 (3–100 바이트)', 'The name the staff list shows (3–100 bytes)'],
    },
  };
}

/** 002 §2.3, §3 "Linked cafes": the roastery's three lists of cafes (`roasterCafe`, `roasterCafeRegister`, `roasterCafeEtc`). */
export function roasterCafeLabels(view: 'cafe' | 'register' | 'etc'): PageLabels {
  const titles = {
    cafe: ['고객 카페', 'Customer cafes'],
    register: ['고객 등록 신청', 'Customer registrations'],
    etc: ['취소·거절·재요청·해지·제외', 'Cancelled, rejected, asking again, ended and excluded'],
  } as const;
  return {
    title: titles[view],
    fields: {
      cafe_seq: ['카페 번호', 'Cafe no.'],
      roaster_cafe_nick_locale: ['카페 이름(한국어)', 'Cafe name (Korean)'],
      roaster_cafe_nick: ['카페 이름(영어)', 'Cafe name (English)'],
      roaster_cafe_auth: [view === 'cafe' ? '연결 권한' : '상태', view === 'cafe' ? 'Link' : 'State'],
      roaster_cafe_desc: ['메모', 'Notes'],
      roaster_cafe_use: ['사용', 'Active'],
      roaster_cafe_uuid: ['연결 코드', 'Link code'],
    },
    tooltips: {
      roaster_cafe_auth: [
        '제휴 로스터리(RSTR)는 대표만 지정할 수 있습니다',
        'Only the owner may make a cafe a partner roastery (RSTR)',
      ],
    },
  };
}

/** 002 §2.2, §3 "Linked roasters": the cafe's own list of its roasteries (`cafeRoaster`). */
export function cafeRoasterLabels(): PageLabels {
  return {
    title: ['거래 로스터리', 'Roasteries'],
    fields: {
      roaster_seq: ['로스터리 번호', 'Roastery no.'],
      cafe_roaster_name_locale: ['로스터리 이름(한국어)', 'Roastery name (Korean)'],
      cafe_roaster_name: ['로스터리 이름(영어)', 'Roastery name (English)'],
      cafe_roaster_nick_locale: ['별칭(한국어)', 'Nickname (Korean)'],
      cafe_roaster_nick: ['별칭(영어)', 'Nickname (English)'],
      cafe_roaster_auth: ['연결 상태', 'Link state'],
      cafe_roaster_desc: ['메모', 'Notes'],
      cafe_roaster_uuid: ['연결 코드', 'Link code'],
    },
    tooltips: { cafe_roaster_auth: ['로스터리가 정합니다', 'The roastery decides it'] },
  };
}

/** 002 §2.2, §3 "Sign-up forms", §5 "Register nick": a cafe registers with a roastery (`cafeRoasterRegister`). */
export function cafeRoasterRegisterLabels(): PageLabels {
  return {
    title: ['로스터리 고객 등록', 'Register with a roastery'],
    fields: {
      ...eventShownLabels('roaster'),
      roaster_cafe_nick_locale: ['로스터리에 알릴 카페 이름(한국어)', 'Cafe name for the roastery (Korean)'],
      roaster_cafe_nick: ['로스터리에 알릴 카페 이름(영어)', 'Cafe name for the roastery (English)'],
      roaster_cafe_desc: ['로스터리에 전할 말', 'A note to the roastery'],
      register_check: [
        '이 카페의 등록 신청을 로스터리에 보내는 데 동의합니다',
        'I agree to send this cafe’s registration to the roastery',
      ],
    },
    sections: { event: ['이벤트', 'Event'], register: ['등록 신청', 'Registration'] },
  };
}

export function pickLabels(pairs: LabelPairs, locale: 'kr' | 'en'): Record<string, string> {
  const i = locale === 'kr' ? 0 : 1;
  return Object.fromEntries(Object.entries(pairs).map(([k, v]) => [k, v[i]]));
}

/** The `entity` tree of one language: title, fields (+ audit), sections (+ common), options, tooltips. */
export function entityTextTree(pages: Readonly<Record<string, PageLabels>>, locale: 'kr' | 'en'): TextTree {
  const out: TextTree = {};
  for (const [id, page] of Object.entries(pages)) {
    const option: TextTree = {};
    for (const [field, values] of Object.entries(page.options ?? {})) option[field] = pickLabels(values, locale);
    out[id] = {
      ...pickLabels(page.extra ?? {}, locale),
      title: page.title[locale === 'kr' ? 0 : 1],
      field: pickLabels({ ...page.fields, ...AUDIT_LABELS }, locale),
      section: pickLabels({ ...COMMON_SECTION_LABELS, ...page.sections }, locale),
      option,
      tooltip: pickLabels(page.tooltips ?? {}, locale),
    };
  }
  return out;
}

function lookup(tree: TextTree, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    tree,
  );
}

/**
 * The label keys (`page.title`, `page.section.x`, `page.field.y`, sublists and their row fields)
 * the engine will ask for on these pages that a language's tree leaves empty: the areas' label tests.
 */
export function missingEntityLabels(pages: readonly PageDecl[], tree: TextTree): string[] {
  const keys: string[][] = [];
  for (const page of pages) {
    keys.push([page.id, 'title']);
    for (const section of page.sections) {
      // A custom section without fields is an action (the roast-log import), drawn without a title.
      if (section.custom && !section.fields.length && !section.sublist) continue;
      keys.push([page.id, 'section', section.id], ...section.fields.map((f) => [page.id, 'field', f.name]));
      if (section.sublist)
        keys.push(
          [page.id, 'field', section.sublist.name],
          ...section.sublist.fields.map((f) => [page.id, 'field', f.name]),
        );
    }
  }
  return keys
    .filter((key) => {
      const text = lookup(tree, key);
      return typeof text !== 'string' || text.trim() === '';
    })
    .map((k) => k.join('.'));
}
