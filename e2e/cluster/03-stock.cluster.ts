import { expect, test } from '@playwright/test';
import { call, roasterSeq, signIn, tally } from './client';
import { appUrl, nodeSql } from './harness';

// Two roasts on two nodes taking the same last kilograms of one green bean. The
// stock row is written by both; Galera refuses the second commit, the server runs it again, and it
// then finds too little left (400 stock_short), as on one server.
test('two roasts on two nodes taking the same last kilograms: one saved, the other stock_short, stock never negative', async () => {
  const cookie = await signIn(appUrl(1), 'roaster');
  const roaster_seq = await roasterSeq(appUrl(1), cookie);
  const year = new Date().getUTCFullYear();
  const [bean, recipe] = nodeSql(
    1,
    `
    SELECT (SELECT greenbean_roaster_seq FROM beantrail.greenbean_roaster WHERE greenbean_name = 'Haiti Baptiste' AND roaster_seq = ${roaster_seq}),
           (SELECT roasting_seq FROM beantrail.roasting_default WHERE roasting_name = 'Haiti medium' AND roaster_seq = ${roaster_seq})`,
  )
    .trim()
    .split('\t')
    .map(Number);
  const stock = () =>
    Number(
      nodeSql(
        2,
        `SELECT greenbean_stock_mass FROM beantrail.greenbean_roaster_year WHERE greenbean_year = ${year} AND greenbean_roaster_seq = ${bean}`,
      ).trim(),
    );
  const roasts = () =>
    Number(nodeSql(3, `SELECT COUNT(*) FROM beantrail.roasting_result WHERE roaster_seq = ${roaster_seq}`).trim());

  for (let round = 1; round <= 3; round++) {
    const before = stock();
    const countBefore = roasts();
    // Each takes 60 % of what is left (stored in tenths of a gram): both cannot fit.
    const take = Math.ceil(before * 0.6);
    const roast = (n: 1 | 2) =>
      call(
        appUrl(n),
        '/api/roaster/roasting/result/edit',
        {
          roaster_seq,
          mode: 'write',
          UPList: {
            roasting_seq: recipe,
            roasting_result_year: year,
            roasting_result_date: `${year}-11-20`,
            roasting_mass: Math.floor(take * 0.85),
            roasting_instock: 1,
            roasting_profile_use: 0,
          },
          sublists: {
            greenbean_rows: {
              UPList: [{ greenbean_year: year, greenbean_roaster_seq: bean, greenbean_mass: take }],
              DEList: [],
            },
          },
        },
        { cookie },
      );
    const replies = await Promise.all([roast(1), roast(2)]);
    expect({ round, counts: tally(replies) }).toEqual({ round, counts: { '200': 1, '400 stock_short': 1 } });
    expect({ round, stock: stock(), roasts: roasts() }).toEqual({
      round,
      stock: before - take,
      roasts: countBefore + 1,
    });
    expect(stock()).toBeGreaterThanOrEqual(0);
  }
});
