import { pageFields } from '../../fields';
import { saveChecks } from '../../validate';
import { brewingRecordDerived } from './brewing-record';
import { cupnoteResetChanges, followMonth } from './cupnote';
import { QC_PAGES } from './index';

describe('roaster QC cup notes (spec 001 §3, §4, §5, §9)', () => {
  it('§4 reset: six points to the satisfaction, the four lists cleared, wheel off, rotation 0', () => {
    expect(
      cupnoteResetChanges({ cupnote_satis: 7, cupnote_flavor_list: ['FL01'], cupnote_flavor_wheel_rotate: 45 }),
    ).toEqual({
      cupnote_balance_point: 7,
      cupnote_aroma_point: 7,
      cupnote_sweetness_point: 7,
      cupnote_body_point: 7,
      cupnote_flavor_point: 7,
      cupnote_acidity_point: 7,
      cupnote_flavor_list: [],
      cupnote_aftertaste_list: [],
      cupnote_texture_list: [],
      cupnote_feeling_list: [],
      cupnote_flavor_wheel_use: false,
      cupnote_flavor_wheel_rotate: 0,
    });
    // Without a satisfaction the points are cleared, not made up.
    expect(cupnoteResetChanges({ cupnote_satis: '' }).cupnote_body_point).toBe('');
  });

  it('every score starts unset; §5 satisfaction required; lists at most 500 bytes; the main flag only for OWN and SMNG (§6)', () => {
    for (const page of Object.values(QC_PAGES).filter((p) => p.id !== 'qcBrewingDefault')) {
      const fields = new Map(pageFields(page).map((f) => [f.name, f]));
      expect([
        page.id,
        fields.get('cupnote_body_point')?.default,
        fields.get('cupnote_satis')?.default,
        fields.get('cupnote_satis')?.required,
      ]).toEqual([page.id, undefined, undefined, true]);
      expect([page.id, fields.get('cupnote_feeling_list')?.maxBytes, fields.get('cupnote_main')?.editRoles]).toEqual([
        page.id,
        500,
        ['OWN', 'SMNG'],
      ]);
    }
    const page = QC_PAGES.qcBlending;
    const list = Array.from({ length: 100 }, (_, i) => `FEEL${i}`);
    const errors = saveChecks(
      page,
      {
        cupnote_date: '2026-01-01',
        blending_seq: 1,
        cupnote_name: 'Blend',
        cupnote_satis: 5,
        cupnote_feeling_list: list,
      },
      { mode: 'write', locale: 'en' },
    );
    expect(errors).toEqual([
      expect.objectContaining({ key: 'field_maxLength', field: 'cupnote_feeling_list', limit: 500 }),
    ]);
  });

  it('§4 blending results only after a month: a new month clears the lot chosen in another', () => {
    expect(followMonth(new Set(['blending_result_month']))).toEqual({ blending_result_seq: null });
    expect(followMonth(new Set(['blending_result_month', 'blending_result_seq']))).toEqual({});
  });

  it('§5 brewing mass calculation over the record: dose + end mass, end mass − pours, zero shown empty', () => {
    const d = brewingRecordDerived({
      brewing_bean_mass: 15,
      brewing_step1_mass: 40,
      brewing_step2_mass: 100,
      brewing_end_mass: 210,
    });
    expect(d).toMatchObject({ brewing_result_total: 225, brewing_result_calc: 70 });
    expect(d.cumulative.slice(0, 3)).toEqual([55, 155, 155]);
    expect(brewingRecordDerived({}).brewing_result_total).toBeNull();
  });
});
