import { expect, test } from '@playwright/test';
import { call, roasterSeq, signIn } from './client';
import { appUrl, haproxyUrl, killNode, NODES, nodeSql, restartNode, waitHaproxy, waitReady } from './harness';
import { missing, steadyLoad } from './load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Until every node has applied the same last write-set. */
async function converged(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const seqnos = NODES.map((n) => nodeSql(n, `SHOW STATUS LIKE 'wsrep_last_committed'`).trim().split('\t')[1]);
    if (new Set(seqnos).size === 1) return;
    await sleep(100);
  }
  throw new Error('the nodes did not converge');
}

/** CHECKSUM TABLE of every table of the database, as one node computes it. */
function checksums(n: (typeof NODES)[number]): string {
  const tables = nodeSql(n, 'SHOW TABLES FROM beantrail').split('\n').filter(Boolean);
  return nodeSql(n, `CHECKSUM TABLE ${tables.map((t) => `beantrail.\`${t}\``).join(', ')}`);
}

// A database node dies in the middle of a write loop through HAProxy.
test('kill -9 of one database node under load: the others serve, its process fails fast (503) and is drained, the node rejoins by IST, nothing acknowledged is lost', async () => {
  const cookie = await signIn(appUrl(1), 'roaster');
  const roaster_seq = await roasterSeq(appUrl(1), cookie);
  const load = steadyLoad({ bases: () => [haproxyUrl()], cookie, roaster_seq, label: 'crash', writers: 3, readers: 2 });
  const began = Date.now();
  await sleep(1500);
  const killedAt = Date.now() - began;
  killNode(3);

  // Straight to the dead node's process: an answer within seconds, 503 db_unavailable, translated.
  const direct = await call(
    appUrl(3),
    '/api/roaster/item/equip/list',
    { roaster_seq, list_count: 5 },
    { cookie, locale: 'kr' },
  );
  expect([direct.status, direct.body?.description, direct.body?.message]).toEqual([
    503,
    'db_unavailable',
    '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요',
  ]);
  expect(direct.ms).toBeLessThan(3000);
  expect((await call(appUrl(3), '/api/health/ready')).status).toBe(503);
  expect((await call(appUrl(3), '/api/health/live')).status).toBe(200);
  await waitHaproxy(3, 'DOWN', 10);
  const drainedAt = Date.now() - began;
  const writesAtDrain = load.result.writes;
  // The two others kept saving while node 3 was gone (polled: a busy machine saves more slowly).
  await expect.poll(() => load.result.writes - writesAtDrain, { timeout: 20_000 }).toBeGreaterThan(10);

  expect(restartNode(3)).toBe('rejoined by IST');
  await waitReady(3);
  await waitHaproxy(3, 'UP');
  await sleep(1500);
  const result = await load.stop();
  test.info().annotations.push({
    type: 'load',
    description: `${result.writes} writes, ${result.reads} reads, killed at ${killedAt} ms, drained at ${drainedAt} ms, failures ${JSON.stringify(result.failures)}`,
  });

  // What failed was refused by the dead node's process in the moment before HAProxy drained it:
  // 503 db_unavailable, never a 500; nothing failed afterwards.
  for (const f of result.failures) {
    expect([f.status, f.description], JSON.stringify(f)).toEqual([503, 'db_unavailable']);
    expect(f.at).toBeGreaterThanOrEqual(killedAt);
    expect(f.at).toBeLessThanOrEqual(drainedAt + 3000);
  }
  await converged();
  const sums = NODES.map(checksums);
  expect(sums[1]).toBe(sums[0]);
  expect(sums[2]).toBe(sums[0]);
  for (const n of NODES) expect(missing(result.acknowledged, (sql) => nodeSql(n, sql), roaster_seq)).toEqual([]);
});

// A node that is alive but has left the cluster (lost its quorum) cannot serve
// consistent data; its process reports not ready and HAProxy drains it, then takes it back.
test('a node cut off from the others: its process reports not ready, is drained, and comes back when the node rejoins', async () => {
  nodeSql(2, `SET GLOBAL wsrep_provider_options = 'gmcast.isolate=1'`);
  try {
    await waitHaproxy(2, 'DOWN', 20);
    const ready = await call(appUrl(2), '/api/health/ready', undefined, { locale: 'en' });
    expect([ready.status, ready.body?.description, ready.body?.message]).toEqual([
      503,
      'db_unavailable',
      'The database cannot be reached just now. Please try again shortly',
    ]);
    // A request straight to it fails at once with the same 503, not after a wait.
    const direct = await call(appUrl(2), '/api/sign/me', undefined, { cookie: await signIn(appUrl(1), 'roaster') });
    expect([direct.status, direct.body?.description]).toEqual([503, 'db_unavailable']);
    expect(direct.ms).toBeLessThan(3000);
    const cookie = await signIn(haproxyUrl(), 'roaster');
    for (let i = 0; i < 6; i++)
      expect((await call(haproxyUrl(), '/api/sign/me', undefined, { cookie })).status).toBe(200);
  } finally {
    // Put it back whatever happened above: the next files need the whole cluster.
    nodeSql(2, `SET GLOBAL wsrep_provider_options = 'gmcast.isolate=0'`);
    await waitReady(2, 60);
    await waitHaproxy(2, 'UP');
  }
});
