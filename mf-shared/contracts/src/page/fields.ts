import { ADMIN_TYPES, type Scope, type ScopeRole, SIGNED_IN_TYPES, type UserType } from '../auth';
import type {
  FieldDecl,
  FieldValueType,
  OrderOption,
  PageApi,
  PageDecl,
  PageRights,
  RecordValues,
  SectionDecl,
  SublistDecl,
} from './types';

/** Audit field names (spec 000 §3), set by the server only. */
export const AUDIT_FIELDS = ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];
const SADMIN_ONLY: readonly UserType[] = ['SADMIN'];

/**
 * The audit section every record shows read-only and hidden on create; the admin variants
 * (user sequence numbers) only for SADMIN (000 §3, 001 §6).
 */
export function auditSection(): SectionDecl {
  const base = { readOnly: true, saveable: false, hiddenOnCreate: true } as const;
  return {
    id: 'audit',
    fields: [
      { name: 'rgst_user', widget: 'number', type: 'integer', ...base, viewTypes: SADMIN_ONLY },
      { name: 'rgst_by', widget: 'text', ...base },
      { name: 'rgst_at', widget: 'datetime', ...base },
      { name: 'edit_user', widget: 'number', type: 'integer', ...base, viewTypes: SADMIN_ONLY },
      { name: 'edit_by', widget: 'text', ...base },
      { name: 'edit_at', widget: 'datetime', ...base },
    ],
  };
}

/** The usual rights of an administrator master-data page (001 §6): ADMIN and SADMIN do all. */
export function adminRights(types: readonly UserType[] = ADMIN_TYPES) {
  return { userTypes: { view: types, listview: types, write: types, edit: types, remove: types } };
}

/** Any signed-in platform type holding one of `roles` in the selected cafe/roaster (001/002 §6; GUIDE §3). */
export function scopeRights(scope: Scope, roles: readonly ScopeRole[]): PageRights {
  const t = SIGNED_IN_TYPES;
  // Deleting a cafe's or roastery's record is a manager's (OWN, SMNG, MNG): the assistants and the
  // barista/roaster record and correct, but a roaster could delete the owner's grinder, roasts and
  // lots (001 §6 leaves each page's rights to the product).
  const remove = roles.filter((r) => (DELETING_ROLES as readonly ScopeRole[]).includes(r));
  return {
    userTypes: { view: t, listview: t, write: t, edit: t, remove: t },
    scope,
    roles: { view: roles, listview: roles, write: roles, edit: roles, remove },
  };
}

/** The roles that may delete a cafe's or roastery's records (scopeRights). */
export const DELETING_ROLES = ['OWN', 'SMNG', 'MNG'] as const;

/** The usual list/detail/edit/remove paths under one base (001 §7, 002 §7). */
export const pageApi = (base: string): PageApi => ({
  list: `${base}/list`,
  detail: `${base}/detail`,
  edit: `${base}/edit`,
  remove: `${base}/remove`,
});

/** The public-stage defaults per audience (001 §3, §9; 002 §9: code group PBST). */
const PUBLIC_STAGE_DEFAULTS = { roaster: 'ALL', cafe: 'DTL', customer: 'NRML', normal: 'LST' } as const;
export type PublicAudience = keyof typeof PUBLIC_STAGE_DEFAULTS;

/** Public stage per audience, required selects of PBST (a roaster's records have all four; a cafe's bean has no roaster stage). */
export function publicStageFields(
  audiences: readonly PublicAudience[] = ['roaster', 'cafe', 'customer', 'normal'],
): FieldDecl[] {
  return audiences.map((a) => ({
    name: `public_stage_${a}`,
    widget: 'select',
    required: true,
    maxBytes: 45,
    source: { codeGroup: 'PBST' },
    default: PUBLIC_STAGE_DEFAULTS[a],
  }));
}

/** Derived on the server in the save's transaction; shown read-only (001 §5 "Derived values"). */
export const derived = { readOnly: true, hiddenOnCreate: true } as const;
/** Derived on the server too, and previewed by the form's `derive` while typing (so shown on create). */
export const computed = { readOnly: true } as const;

/**
 * 001 §5 Names: the active locale's name is required with min 3 (the `_locale` name in kr, the
 * English one in en), the other optional; max 300 for names and nicks.
 */
export function nameFields(prefix: string, opts: { nick?: boolean; max?: number; min?: number } = {}): FieldDecl[] {
  const max = opts.max ?? 300;
  const min = opts.min ?? 3;
  const fields: FieldDecl[] = [
    { name: `${prefix}_name_locale`, widget: 'text', required: { locale: 'notEn' }, minBytes: min, maxBytes: max },
    { name: `${prefix}_name`, widget: 'text', required: { locale: 'en' }, minBytes: min, maxBytes: max },
  ];
  if (opts.nick !== false) {
    fields.push(
      { name: `${prefix}_nick_locale`, widget: 'text', maxBytes: 300 },
      { name: `${prefix}_nick`, widget: 'text', maxBytes: 300 },
    );
  }
  return fields;
}

/**
 * A bean's origin place: `<prefix>_region_seq` and `<prefix>_farm_seq` from master data (a region of
 * the chosen `<prefix>_country_code`, a farm of that region) or typed (`…_etc`, max 300 bytes), as a
 * roaster's green bean (001 §3) and a cafe's bean (002 §3) have them. `etcMinBytes`: the typed
 * texts' minimum (002 §5 "etc fields for region, farm…: 3-300"; 001 §5 sets only the maximum).
 */
export function regionFarmFields(prefix: string, opts: { etcMinBytes?: number } = {}): FieldDecl[] {
  const country = `${prefix}_country_code`;
  const etc = (name: string): FieldDecl => ({
    name,
    widget: 'text',
    ...(opts.etcMinBytes === undefined ? {} : { minBytes: opts.etcMinBytes }),
    maxBytes: 300,
  });
  return [
    {
      name: `${prefix}_region_seq`,
      widget: 'select',
      type: 'integer',
      source: {
        dataUrl: '/api/code/region',
        dataParams: { region_country: country },
        valueKey: 'region_seq',
        labelKey: 'region_name',
      },
    },
    etc(`${prefix}_region_etc`),
    {
      name: `${prefix}_farm_seq`,
      widget: 'select',
      type: 'integer',
      source: {
        dataUrl: '/api/code/farm',
        dataParams: { region_country: country, farm_region_seq: `${prefix}_region_seq` },
        valueKey: 'farm_seq',
        labelKey: 'farm_name',
      },
    },
    etc(`${prefix}_farm_etc`),
  ];
}

/**
 * The one item a list holds, else null (001 §4, 002 §4 "Multiple country selection: exactly one
 * chosen sets the single country code; otherwise it is cleared"). Takes the form's array or the
 * stored comma-separated text; an item repeated counts once.
 */
export function onlyItem(list: unknown): string | null {
  const items = Array.isArray(list) ? list.map(String) : typeof list === 'string' ? list.split(',') : [];
  const distinct = [...new Set(items.map((i) => i.trim()).filter(Boolean))];
  return distinct.length === 1 ? distinct[0] : null;
}

export function useFlagField(name: string): FieldDecl {
  return { name, widget: 'switch', type: 'boolean', required: true, default: true };
}

/** The value type of a field: declared, or derived from its widget. */
export function valueTypeOf(field: FieldDecl): FieldValueType {
  if (field.type) return field.type;
  switch (field.widget) {
    case 'number':
    case 'slider':
    case 'rating':
      return field.scale || field.halfSteps ? 'number' : 'integer';
    case 'checkbox':
    case 'switch':
      return 'boolean';
    case 'checkboxGroup':
    case 'checkboxCard':
    case 'multiSelect':
    case 'dates':
    case 'dateRange':
      return 'list';
    default:
      return 'string';
  }
}

/**
 * Every field of the page's sections, in declaration order (sublist fields excluded). Worked out
 * once per sections array and frozen: declarations never change after start-up, and the server's
 * list path asks for it on every request (docs/PERFORMANCE.md).
 */
export function pageFields(page: PageDecl): readonly FieldDecl[] {
  let fields = fieldsOf.get(page.sections);
  if (!fields) fieldsOf.set(page.sections, (fields = Object.freeze(page.sections.flatMap((s) => s.fields))));
  return fields;
}
const fieldsOf = new WeakMap<readonly SectionDecl[], readonly FieldDecl[]>();

export function pageSublists(page: PageDecl): SublistDecl[] {
  return page.sections.flatMap((s) => (s.sublist ? [s.sublist] : []));
}

export function findField(page: PageDecl, name: string): FieldDecl | undefined {
  return pageFields(page).find((f) => f.name === name);
}

/** The section a field belongs to (for its use-flag condition). */
export function sectionOf(page: PageDecl, name: string): SectionDecl | undefined {
  return page.sections.find((s) => s.fields.some((f) => f.name === name));
}

/** i18n keys (labels never live in declarations, GUIDE §1). */
export function fieldLabelKey(page: Pick<PageDecl, 'id'>, field: string): string {
  return `entity.${page.id}.field.${field}`;
}
export function pageTitleKey(page: Pick<PageDecl, 'id'>): string {
  return `entity.${page.id}.title`;
}
export function sectionLabelKey(page: Pick<PageDecl, 'id'>, section: string): string {
  return `entity.${page.id}.section.${section}`;
}
export function optionLabelKey(page: Pick<PageDecl, 'id'>, field: string, value: string | number): string {
  return `entity.${page.id}.option.${field}.${value}`;
}

/** One field's two order options, descending first: `${value}_desc`, `${value}_asc` (000 §2 order select). */
export function orderPair(value: string, field: string): [OrderOption, OrderOption] {
  return [
    { value: `${value}_desc`, field, dir: 'desc' },
    { value: `${value}_asc`, field, dir: 'asc' },
  ];
}

/**
 * A master-data list's orders: name order first (a country, region or code is looked up by name, and
 * rows seeded in one go made registration order read Z→A), by the Korean name the default locale
 * lists first, then by the English name (its column header sorts an English list), then the
 * registration-time pair of 000 §9 and any others.
 */
export function nameOrders(kr: string, en: string, ...more: OrderOption[]): OrderOption[] {
  return [
    { value: 'name_locale_asc', field: kr, dir: 'asc' },
    { value: 'name_asc', field: en, dir: 'asc' },
    ...orderPair('rgst', 'rgst_at'),
    ...more,
  ];
}

/** A list preset's value for the reader's local date at the time of the call (`ListDecl.preset`). */
export const PRESET_TODAY = '@today';

/** A list's preset parameters with `PRESET_TODAY` made the reader's date (local, as a date field's default). */
export function resolvePreset(
  preset: Readonly<Record<string, string>> | undefined,
  now = new Date(),
): Record<string, string> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return Object.fromEntries(Object.entries(preset ?? {}).map(([k, v]) => [k, v === PRESET_TODAY ? today : v]));
}

/** Default order options (000 §9): registration time descending, then ascending. */
export const DEFAULT_ORDERS: readonly OrderOption[] = orderPair('rgst', 'rgst_at');

export function orderOptions(page: PageDecl) {
  return page.list?.orders?.length ? page.list.orders : DEFAULT_ORDERS;
}

/** List page sizes (000 §9). */
export const PAGE_SIZES = { desktop: [10, 20, 30, 50, 100], mobile: [5, 10, 20, 30, 50] } as const;
export const PAGE_GROUP = { desktop: 10, mobile: 5 } as const;
export const MOBILE_MAX_WIDTH = 767;

/** Whether a stored row is one the page manages (`PageDecl.rows`); pages without it manage all. */
export function inPageRows(page: Pick<PageDecl, 'rows'>, row: RecordValues): boolean {
  return !page.rows || page.rows.in.includes(String(row[page.rows.field] ?? ''));
}

/** Code and code-group ids, variety ids: capitals, digits and underscores (every seeded id is one; a comma would split lists). */
export const CODE_ID_PATTERN = { re: '^[A-Z0-9_]+$', example: 'HOME' } as const;
