import { call, type Reply } from './client';

export interface LoadResult {
  /** Names of the records whose save was answered 2xx: each must be in the database afterwards. */
  acknowledged: string[];
  /** Every reply that was not 2xx, with when it came (ms since the load began). */
  failures: Array<{ at: number; status: number; description?: string; via: string }>;
  reads: number;
  writes: number;
}

/**
 * Steady load until `stop()`: `writers` loops each saving new roaster equipment (a name per save)
 * and `readers` loops each listing it, through `bases` in turn.
 */
export function steadyLoad(opts: {
  bases: () => string[];
  cookie: string;
  roaster_seq: number;
  label: string;
  writers?: number;
  readers?: number;
}) {
  const result: LoadResult = { acknowledged: [], failures: [], reads: 0, writes: 0 };
  const began = Date.now();
  let running = true;
  const note = (r: Reply, via: string) => {
    if (r.status < 200 || r.status > 299)
      result.failures.push({
        at: Date.now() - began,
        status: r.status,
        description: r.body?.description as string | undefined,
        via,
      });
  };
  let turn = 0;
  const next = () => {
    const bases = opts.bases();
    return bases[turn++ % bases.length];
  };
  const writer = async (w: number) => {
    for (let i = 0; running; i++) {
      const name = `${opts.label} w${w} #${i}`;
      const base = next();
      const r = await call(
        base,
        '/api/roaster/item/equip/edit',
        {
          roaster_seq: opts.roaster_seq,
          mode: 'write',
          UPList: { equip_type: 'RSTR', equip_name: name, equip_name_locale: name, equip_use: 1 },
        },
        { cookie: opts.cookie },
      );
      result.writes++;
      if (r.status === 200) result.acknowledged.push(name);
      note(r, base);
    }
  };
  const reader = async () => {
    while (running) {
      const base = next();
      const r = await call(
        base,
        '/api/roaster/item/equip/list',
        { roaster_seq: opts.roaster_seq, list_count: 20 },
        { cookie: opts.cookie },
      );
      result.reads++;
      note(r, base);
    }
  };
  const loops = [
    ...Array.from({ length: opts.writers ?? 3 }, (_, w) => writer(w)),
    ...Array.from({ length: opts.readers ?? 2 }, () => reader()),
  ];
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}

/** Names among `names` that are not stored (read through one node's SQL). */
export function missing(names: readonly string[], stored: (sql: string) => string, roaster_seq: number): string[] {
  const have = new Set(
    stored(`SELECT equip_name FROM beantrail.roaster_equip WHERE roaster_seq = ${roaster_seq}`)
      .split('\n')
      .filter(Boolean),
  );
  return names.filter((n) => !have.has(n));
}
