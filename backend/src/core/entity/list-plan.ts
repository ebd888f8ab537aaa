import { type FieldDecl, localePair, type PageDecl } from '@beantrail/contracts';
import { columnFields } from './entity-rows';
import type { Dialect } from './sql';

/** The parts of a page's list SQL that depend only on its declaration and the chosen order. */
export interface ListPlan {
  /** Declared columns a list row carries. */
  cols: FieldDecl[];
  /** `t.a, t.b, …`: those columns plus the order columns, for the outer query. */
  select: string;
  /** The key columns the inner (index-only) query returns, with the owner column on owned pages. */
  keys: string;
  /**
   * `t.k = k.k AND …`: the deferred join back to the rows. On an owned page whose key is unique only
   * within its owner (a membership's user_seq), the owner column is part of it, or the join would
   * bring back the same key's rows of every other cafe/roastery.
   */
  on: string;
  /** The ORDER BY body with the outer table's alias. */
  outerOrder: string;
}

/** What a list row carries: keys, the columns and their name pairs (shown by locale, 002 §1), the order field, the times. */
function listedFields(page: PageDecl, orderField: string): Set<string> {
  const columns = (page.list?.columns ?? []).map((c) => c.field);
  const pairs = columns.map((f) => localePair(page, f)).filter((f): f is string => !!f);
  return new Set([...page.keys, ...columns, ...pairs, orderField, 'rgst_at', 'edit_at']);
}

function buildPlan(page: PageDecl, orderColumns: readonly string[], orderBy: string, d: Dialect): ListPlan {
  const { q } = d;
  const wanted = listedFields(page, orderColumns[0]);
  const cols = columnFields(page).filter((f) => wanted.has(f.name));
  const joinKeys =
    page.ownerField && !page.keys.includes(page.ownerField) ? [page.ownerField, ...page.keys] : page.keys;
  return {
    cols,
    select: [...new Set([...cols.map((f) => f.name), ...orderColumns])].map((c) => `t.${q(c)}`).join(', '),
    keys: joinKeys.map(q).join(', '),
    on: joinKeys.map((k) => `t.${q(k)} = k.${q(k)}`).join(' AND '),
    outerOrder: orderBy.replace(/(^|, )/g, '$1t.'),
  };
}

/**
 * The plan for a page and order, worked out once: declarations are fixed at start-up and a page
 * has a handful of orders, while a list request used to rebuild all of this (docs/PERFORMANCE.md).
 */
export function listPlan(page: PageDecl, orderColumns: readonly string[], orderBy: string, d: Dialect): ListPlan {
  // Keyed by the ORDER BY text, which carries the dialect's quoting: SQLite and MariaDB apps in one
  // process (the API tests) never share a plan.
  let byOrder = plans.get(page);
  if (!byOrder) plans.set(page, (byOrder = new Map()));
  let plan = byOrder.get(orderBy);
  if (!plan) byOrder.set(orderBy, (plan = buildPlan(page, orderColumns, orderBy, d)));
  return plan;
}
const plans = new WeakMap<PageDecl, Map<string, ListPlan>>();
