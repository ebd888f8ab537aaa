import { expect, test } from '@playwright/test';
import { call, roasterSeq, signIn, tally } from './client';
import { appUrl, NODES, nodeSql } from './harness';

const EQUIP = '/api/roaster/item/equip';

// The version check holds across nodes. Galera refuses one of two commits to the
// same row at commit time (1213); the server runs that save again, which then sees the winner's
// edit_at and answers 409 like one server would, never a 5xx.
test("20 parallel edits of one record over three processes, 5 rounds: one 200 and nineteen 409 each round; the stored row is the 200's", async () => {
  const cookie = await signIn(appUrl(1), 'roaster');
  const roaster_seq = await roasterSeq(appUrl(1), cookie);
  const created = await call(
    appUrl(1),
    `${EQUIP}/edit`,
    {
      roaster_seq,
      mode: 'write',
      UPList: {
        equip_type: 'RSTR',
        equip_name: 'Cluster edit target',
        equip_name_locale: '클러스터 편집 대상',
        equip_use: 1,
      },
    },
    { cookie },
  );
  expect(created.status).toBe(200);
  const key = (created.body!.result as { roaster_equip_seq: number }).roaster_equip_seq;
  let editAt = (created.body!.result as { edit_at: string }).edit_at;

  for (let round = 1; round <= 5; round++) {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          appUrl(NODES[i % 3]),
          `${EQUIP}/edit`,
          {
            roaster_seq,
            mode: 'edit',
            keys: { roaster_equip_seq: key },
            edit_at: editAt,
            UPList: { equip_detail: `round ${round} writer ${i}` },
          },
          { cookie },
        ),
      ),
    );
    const counts = tally(replies);
    expect({ round, counts }).toEqual({ round, counts: { '200': 1, '409 save_conflict': 19 } });
    const winner = replies.findIndex((r) => r.status === 200);
    const stored = nodeSql(
      NODES[round % 3],
      `SELECT equip_detail FROM beantrail.roaster_equip WHERE roaster_equip_seq = ${key}`,
    ).trim();
    expect(stored).toBe(`round ${round} writer ${winner}`);
    editAt = (replies[winner].body!.result as { edit_at: string }).edit_at;
  }
});
