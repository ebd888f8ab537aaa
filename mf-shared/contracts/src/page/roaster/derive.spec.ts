import { deriveBlending, deriveRoastingResult, shareRows } from './derive';

describe('roaster live previews (spec 001 §5 derived values, shown units)', () => {
  it('row shares of the total, 1 decimal; unchanged rows keep their identity', () => {
    const rows = [{ greenbean_mass: 600, greenbean_percent: 60 }, { greenbean_mass: 400 }];
    const out = shareRows(rows, 'greenbean_mass', 'greenbean_percent');
    expect(out.total).toBe(1000);
    expect(out.rows.map((r) => r.greenbean_percent)).toEqual([60, 40]);
    expect(out.rows[0]).toBe(rows[0]);
    expect(shareRows([{ greenbean_mass: '' }], 'greenbean_mass', 'greenbean_percent').rows[0].greenbean_percent).toBe(
      '',
    );
  });

  it('roast: green total, loss (1 decimal) and mass per 150 g batch, the same figures the server stores', () => {
    const d = deriveRoastingResult({ greenbean_rows: [{ greenbean_mass: 1000 }], roasting_mass: 852 });
    expect(d).toMatchObject({
      greenbean_total_mass: 1000,
      roasting_loss: 14.8,
      roasting_mass_calc: 5.68,
      roasting_single_origin: true,
    });
    expect(deriveRoastingResult({ greenbean_rows: [], roasting_mass: 852 }).roasting_loss).toBe('');
  });

  it('blend: total of the rows and their shares', () => {
    const d = deriveBlending({ roasting_rows: [{ roasting_mass: 250 }, { roasting_mass: 750 }] });
    expect(d.blending_total_mass).toBe(1000);
    expect((d.roasting_rows as { roasting_percent: number }[]).map((r) => r.roasting_percent)).toEqual([25, 75]);
  });
});
