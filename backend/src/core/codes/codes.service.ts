import { Injectable } from '@nestjs/common';
import {
  CODE_GROUPS_MAX,
  type CodeEntry,
  type CodeSimpleRequest,
  type CodeSimpleResult,
  type Locale,
  NAME_SORTED_GROUPS,
} from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { CodesRepository } from './codes.repository';

interface Cached {
  editAt: number;
  list: CodeEntry[];
}

/**
 * Code groups for selects and the flavor wheel. The per-process cache is checked against each
 * group's edit_at in the database on every call, so a second process never serves stale codes.
 */
@Injectable()
export class CodesService {
  private cache = new Map<string, Cached>();

  constructor(private readonly codes: CodesRepository) {}

  async simple(request: Partial<CodeSimpleRequest> | undefined, locale: Locale): Promise<CodeSimpleResult> {
    const asked = new Map<string, number>();
    const wanted = Array.isArray(request?.code_group) ? request.code_group : [];
    // A page asks for tens of groups; more is no page's request.
    if (wanted.length > CODE_GROUPS_MAX)
      throw new ApiRefusal(400, 'array_too_long', 'code_group', { max: String(CODE_GROUPS_MAX) });
    for (const item of wanted) {
      const id = typeof item === 'string' ? item : item?.id;
      if (typeof id !== 'string') continue;
      const since = typeof item === 'object' && item?.edit_at ? Date.parse(item.edit_at) : NaN;
      asked.set(id, Number.isNaN(since) ? -1 : since);
    }
    if (asked.size === 0) return {};
    const groups = await this.codes.groups([...asked.keys()]);
    const result: CodeSimpleResult = {};
    for (const group of groups) {
      const editAt = group.edit_at.getTime();
      if (editAt <= (asked.get(group.code_group_id) ?? -1)) continue;
      const list = await this.list(group.code_group_id, editAt);
      result[group.code_group_id] = {
        edit_at: group.edit_at.toISOString(),
        list: this.sorted(group.code_group_id, list, locale),
      };
    }
    return result;
  }

  reload(): void {
    this.cache = new Map();
  }

  private async list(groupId: string, editAt: number): Promise<CodeEntry[]> {
    const hit = this.cache.get(groupId);
    if (hit && hit.editAt === editAt) return hit.list;
    const rows = await this.codes.codes(groupId);
    const list = rows.map(({ code_id, code_name, code_name_kr, code_alias1, code_filter, code_order }) => ({
      code_id,
      code_name,
      code_name_kr,
      code_alias1,
      code_filter,
      code_order,
    }));
    this.cache.set(groupId, { editAt, list });
    return list;
  }

  /** Spec 000 §9: CNTR and VRT are sorted by name in the current language. */
  private sorted(groupId: string, list: CodeEntry[], locale: Locale): CodeEntry[] {
    if (!(NAME_SORTED_GROUPS as readonly string[]).includes(groupId)) return list;
    const name = (c: CodeEntry) => (locale === 'kr' ? c.code_name_kr : c.code_name);
    const collator = new Intl.Collator(locale === 'kr' ? 'ko' : 'en');
    return [...list].sort((a, b) => collator.compare(name(a), name(b)));
  }
}
