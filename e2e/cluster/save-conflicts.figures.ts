import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { call, type Reply, roasterSeq, signIn, tally } from './client';
import { appUrl, NODES, root } from './harness';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PARALLEL = 20;
const EQUIP = '/api/roaster/item/equip';
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

async function conflictCounts(): Promise<{ transactions: number; retries: number; exhausted: number }> {
  const all = await Promise.all(NODES.map((n) => call(appUrl(n), '/api/health/ready')));
  const sum = { transactions: 0, retries: 0, exhausted: 0 };
  for (const r of all) {
    const c = (r.body?.result as { conflicts: typeof sum }).conflicts;
    sum.transactions += c.transactions;
    sum.retries += c.retries;
    sum.exhausted += c.exhausted;
  }
  return sum;
}

/** Replaces the `<!-- bench:cluster -->` block of docs/PERFORMANCE.md. */
function writeSection(body: string): void {
  const file = path.join(root, 'docs/PERFORMANCE.md');
  const [open, close] = ['<!-- bench:cluster -->', '<!-- /bench:cluster -->'];
  const text = fs.readFileSync(file, 'utf8');
  const block = `${open}\n${body.trim()}\n${close}`;
  const a = text.indexOf(open);
  const b = text.indexOf(close);
  fs.writeFileSync(
    file,
    a >= 0 && b > a ? text.slice(0, a) + block + text.slice(b + close.length) : `${text.trimEnd()}\n\n${block}\n`,
  );
}

// The cost of a conflict between nodes: rounds of 20 parallel saves over the three processes, of
// one record (every save but one conflicts, most across nodes) against 20 different records (none
// does), interleaved, in the same run.
test('save latency under cross-node conflicts, against the same saves without conflicts', async () => {
  const cookie = await signIn(appUrl(1), 'roaster');
  const roaster_seq = await roasterSeq(appUrl(1), cookie);
  const make = async (name: string) => {
    const r = await call(
      appUrl(1),
      `${EQUIP}/edit`,
      {
        roaster_seq,
        mode: 'write',
        UPList: { equip_type: 'RSTR', equip_name: name, equip_name_locale: name, equip_use: 1 },
      },
      { cookie },
    );
    return r.body!.result as { roaster_equip_seq: number; edit_at: string };
  };
  const one = await make('figures: contended');
  const many = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => make(`figures: own ${i}`)));
  const edit = (n: number, key: number, editAt: string, text: string) =>
    call(
      appUrl(NODES[n % 3]),
      `${EQUIP}/edit`,
      { roaster_seq, mode: 'edit', keys: { roaster_equip_seq: key }, edit_at: editAt, UPList: { equip_detail: text } },
      { cookie },
    );

  const contended: Reply[] = [];
  const apart: Reply[] = [];
  const before = await conflictCounts();
  let contendedSaves = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const c = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => edit(i, one.roaster_equip_seq, one.edit_at, `c ${round}.${i}`)),
    );
    contended.push(...c);
    contendedSaves += c.length;
    one.edit_at = (c.find((r) => r.status === 200)!.body!.result as { edit_at: string }).edit_at;
    const a = await Promise.all(many.map((rec, i) => edit(i, rec.roaster_equip_seq, rec.edit_at, `a ${round}.${i}`)));
    apart.push(...a);
    a.forEach((r, i) => (many[i].edit_at = (r.body!.result as { edit_at: string }).edit_at));
  }
  const after = await conflictCounts();
  // The benchmark's one check: nothing failed, and the contended rounds gave one winner each.
  expect(tally(contended)).toEqual({ '200': ROUNDS, '409 save_conflict': ROUNDS * (PARALLEL - 1) });
  expect(tally(apart)).toEqual({ '200': ROUNDS * PARALLEL });

  const ms = (rs: Reply[]) => rs.map((r) => r.ms);
  const [cp50, cp99, ap50, ap99] = [
    quantile(ms(contended), 0.5),
    quantile(ms(contended), 0.99),
    quantile(ms(apart), 0.5),
    quantile(ms(apart), 0.99),
  ];
  const retries = after.retries - before.retries;
  const body = `Measured by \`npm run bench:cluster\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, the three nodes, three processes and the load on one machine; Node ${process.version}): ${ROUNDS} rounds of ${PARALLEL} parallel saves spread over the three processes, of one record and of ${PARALLEL} different records, interleaved.

| saves | p50 ms | p99 ms | p99 / without conflicts |
|---|---|---|---|
| ${PARALLEL} different records (no conflict) | ${ap50} | ${ap99} | 1.0 |
| one record (1 saved, ${PARALLEL - 1} refused 409 each round) | ${cp50} | ${cp99} | ${(cp99 / Math.max(1, ap99)).toFixed(1)} |

Retries: **${((retries / contendedSaves) * 1000).toFixed(0)} per 1,000 contended saves** (${retries} in ${contendedSaves}), ${after.exhausted - before.exhausted} gave up after 8 tries; 0 × 5xx.`;
  writeSection(body);
  console.info(body);
});
