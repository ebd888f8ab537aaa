import type { Scope, ScopeRole, UserType } from '../auth';
import type { FieldDecl, FieldValue, RecordValues } from './field-types';

/**
 * The page declaration: one object per entity that drives the list, the detail, the save checks,
 * the payload and the rights on both sides (GUIDE §1; spec 000 §2–§6, §9): its sections and
 * sublists, list, rights and API paths. The fields are in field-types.ts.
 */

/** A section is shown only while its use-flag field is on (spec 000 §2 "sections switched on by use-flags"). */
export interface SectionCondition {
  field: string;
  /** Shown when the field equals this value; default: truthy. */
  equals?: FieldValue;
}

export interface SublistDecl {
  name: string;
  /** Child table (server) and its key fields; `parentKeys` link rows to the record. */
  table?: string;
  rowKeys: readonly string[];
  parentKeys?: readonly string[];
  fields: readonly FieldDecl[];
  /**
   * Rows that may not repeat (001 §4: a bean already in the combination, a roasting already in the
   * blend): the browser refuses the row with a dialog, the server with 400 and this message key.
   */
  unique?: { fields: readonly string[]; message: string; title?: string };
  /** Spec 000 §5 check 3. */
  minRows?: number;
  maxRows?: number;
}

export interface SectionDecl {
  id: string;
  fields: readonly FieldDecl[];
  showWhen?: SectionCondition;
  sublist?: SublistDecl;
  /** Key of a custom section component (timeline, flavor wheel…) the React registry provides. */
  custom?: string;
  /** Drawn only while the record is written or edited (an action such as the roast-log import). */
  editOnly?: boolean;
  /**
   * View mode leaves out the section's fields that hold no value, and the section itself while none
   * does (optional readings; an event's QR codes, one per kind).
   */
  hideEmptyInView?: boolean;
  viewTypes?: readonly UserType[];
}

/** List column (001 §2 "List link keys and columns"). */
export interface ColumnDecl {
  field: string;
  mobileHidden?: boolean;
  /** How the value is shown; default from the field declaration. */
  format?: 'text' | 'code' | 'date' | 'dateShort' | 'number' | 'yesNo' | 'datetime';
  sortable?: boolean;
}

/** Spec 000 §2 list query: searchSelect (which field searchTitle matches), searchType, search0… */
export interface SearchDecl {
  /** Fields searchTitle may match (LIKE); searchSelect picks one; the first is the default. */
  title?: readonly string[];
  /** Equality filter on one field (options from the field's source). */
  type?: { field: string };
  /** search0, search1…: further filters, each on one field. */
  /** `codes`: the filter's own choices of a code field, where they are not the form's (002 §2.11 staff lists). */
  params?: readonly {
    field: string;
    op?: 'eq' | 'like' | 'gte' | 'lte';
    dependsOn?: string;
    codes?: readonly string[];
  }[];
}

/** Order option (000 §9: default registration time descending or ascending). */
export interface OrderOption {
  value: string;
  field: string;
  dir: 'asc' | 'desc';
}

export interface ListDecl {
  columns: readonly ColumnDecl[];
  search?: SearchDecl;
  /** First one is the default. Omitted: registration time desc/asc. */
  orders?: readonly OrderOption[];
  /**
   * List-call parameters always sent and never shown: a view of another page's list fixes one of
   * that page's filters (002 §2.2 CafeBrewingToday: the brewing date fixed to today, `search1`).
   * `PRESET_TODAY` stands for the reader's date when the call is made (YYYY-MM-DD).
   */
  preset?: Readonly<Record<string, string>>;
  /**
   * A name pair not named `x` / `x_locale`: [the Korean name's field, the English name's field]
   * (a country's `country_nick` and `country_name`). Listed as columns, they swap by locale.
   */
  localeName?: readonly [string, string];
  /**
   * Rows can be ticked and compared side by side: "Compare" opens `<list path>/<path>?ids=1,2`
   * once `min` to `max` rows are ticked (001 roast comparison, docs/ROASTER.md).
   */
  compare?: { path: string; min: number; max: number };
}

export type PageAction = 'view' | 'edit' | 'write' | 'remove' | 'listview';
export const PAGE_ACTIONS: readonly PageAction[] = ['view', 'edit', 'write', 'remove', 'listview'];

/**
 * Page rights (000 §6, 001 §6): platform user types per action and, for cafe/roaster pages,
 * the scope whose selected role is needed and the roles allowed per action.
 */
export interface PageRights {
  userTypes: Partial<Record<PageAction, readonly UserType[]>>;
  scope?: Scope;
  roles?: Partial<Record<PageAction, readonly ScopeRole[]>>;
}

export interface PageApi {
  /** POST: list (the body carries the ListRequest; reply ListReply). Absent on create-only pages. */
  list?: string;
  /** GET {detail}/{id} for one key; POST {detail} with the key fields for composite keys. Absent on create-only pages. */
  detail?: string;
  /** POST: save (write or edit) with the changed-fields payload. */
  edit: string;
  /** POST: remove with the key fields and edit_at. */
  remove?: string;
}

/**
 * A form of its own for a person keeping a note rather than a record (the coffee drinker's note,
 * 002 §2.9): the coffee named at the top, the note's fields in order, the flavor list picked on the
 * wheel, and only save, delete and the way back. Fields, bounds, checks and calls stay the page's;
 * `more` names the sections that wait, folded, under the note (their fields not shown above).
 */
export interface NoteFormDecl {
  /**
   * The coffee: its name in the page's language (`name`, and `nameEn` in English), its maker, and
   * the field that says it came from a product serial (`fixedBy`): such a coffee is drawn as a
   * heading; one typed by hand keeps its inputs.
   */
  title: { name: string; nameEn: string; maker: string; fixedBy: string };
  /** The note's own fields, in the order drawn. */
  fields: readonly string[];
  /** The flavor list (FLVR codes, the SCA wheel's ids), picked on the wheel. */
  wheel: string;
  /** Sections folded under the note ("More details"), by id. */
  more: readonly string[];
}

export interface PageDecl {
  /** A person's note, not a back-office record: drawn by the engine's note form (NoteFormDecl). */
  noteForm?: NoteFormDecl;
  /** Page id: i18n keys `entity.<id>.*`, also the registry key. */
  id: string;
  /** Page name in the spec (001 §2), for reference. */
  specName?: string;
  api: PageApi;
  /** Server table and its scope ownership column (the record belongs to the selected cafe/roaster). */
  table?: string;
  ownerField?: string;
  /**
   * Whose record it is: by default the selected cafe/roaster role's (`rights.scope`); 'user' for
   * the user area (002 §2.4), where `ownerField` holds the signed-in user's user_seq.
   */
  ownedBy?: 'user';
  /** Key fields (composite allowed, in order). */
  keys: readonly string[];
  list?: ListDecl;
  sections: readonly SectionDecl[];
  rights: PageRights;
  /** Audit fields rgst_* / edit_* (000 §3); default true. */
  audit?: boolean;
  /** The record's use flag (items carry one, 001 §3). */
  useFlag?: string;
  /** Profile-style page: no list, no remove (000 §2). */
  profile?: boolean;
  /**
   * The record is the caller's own (001 §2 profile pages): the server sets `key` to the signed-in
   * user's user_seq on every read and save, whatever the request names, and mounts no list, write
   * or remove; the browser reads `GET {detail}` without an id.
   */
  self?: { key: string };
  /** Read-only page: no list, cancel or remove; no save. */
  readOnly?: boolean;
  /** Create-only page (002 §2.1 /cafe/create): write mode only; the server has only its save call. */
  createOnly?: boolean;
  /**
   * The page manages only the rows of its table whose `field` is one of `in` (002 §2.2 staff: the
   * staff list, the sign-up list and the etc list are three pages over one membership table). The
   * server applies it to the list and refuses (404) any other row in detail and save.
   */
  rows?: { field: string; in: readonly string[] };
  /**
   * Read-only values the form recomputes as the user types (totals, shares, losses; shown units).
   * A preview only: they are not sent, and the server derives the stored ones on save.
   */
  derive?: (values: RecordValues) => RecordValues;
  /**
   * Editable values that follow others while the user types (002 §4 Event: the end follows the
   * start and the term, clearing the start clears the end, in write mode the year follows the
   * start). Called with the names changed since the last call (shown values); what it returns is
   * set in the form and, unlike `derive`, stays editable and is sent like any typed value.
   */
  follow?: (changed: ReadonlySet<string>, values: RecordValues, mode: 'write' | 'edit') => RecordValues;
  /**
   * Values worked out from a stored row each time it is read (list and detail): an event's status
   * and term from its times. The server adds them to every row it sends (rows as the wire carries
   * them: times ISO); the fields they fill are declared `saveable: false`.
   */
  readValues?: (row: RecordValues, now: number) => RecordValues;
}

/** The caller as `can()` sees it: platform types, and the selected role per scope. */
export interface PageViewer {
  usertype: readonly UserType[];
  roles?: Partial<Record<Scope, ScopeRole | null>>;
}

export interface CanAnswer {
  can: boolean;
  /** Message key saying why not (noauth_text, nopermission_text, nocafe_text…). */
  reason?: string;
}

/** Keep a declaration's literal types (field names) while checking it against PageDecl. */
export function definePage<const P extends PageDecl>(page: P): P {
  return page;
}
