import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { roasterSeq, signIn } from './client';
import { appUrl, dir, haproxyUrl, NODES, nodeSql, startApp, stopApp, waitHaproxy, waitReady } from './harness';
import { missing, steadyLoad } from './load';

// SIGTERM makes a process not ready (HAProxy drains it), then it stops accepting,
// finishes what is in flight and closes its pool (core/runtime/graceful-shutdown.ts). Restarting
// the three one after another under steady load loses no request and no acknowledged write.
test('rolling restart of the three processes under steady load through HAProxy: 0 failed requests, 0 lost writes', async () => {
  const cookie = await signIn(appUrl(1), 'roaster');
  const roaster_seq = await roasterSeq(appUrl(1), cookie);
  const load = steadyLoad({
    bases: () => [haproxyUrl()],
    cookie,
    roaster_seq,
    label: 'rolling',
    writers: 3,
    readers: 3,
  });
  await new Promise((r) => setTimeout(r, 1500));
  const stops: number[] = [];
  for (const n of NODES) {
    stops.push(await stopApp(n, 'SIGTERM'));
    // It said so on the way out: drained, then stopped cleanly (exit 0 writes "stopped").
    expect(fs.readFileSync(path.join(dir, `app-${n}.log`), 'utf8')).toMatch(/SIGTERM: not ready[\s\S]*\bstopped\b/);
    startApp(n);
    await waitReady(n);
    await waitHaproxy(n, 'UP');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const result = await load.stop();
  test.info().annotations.push({
    type: 'load',
    description: `${result.writes} writes, ${result.reads} reads; stop took ${stops.join(', ')} ms`,
  });
  expect(result.failures).toEqual([]);
  expect(result.writes).toBeGreaterThan(50);
  expect(missing(result.acknowledged, (sql) => nodeSql(2, sql), roaster_seq)).toEqual([]);
});
