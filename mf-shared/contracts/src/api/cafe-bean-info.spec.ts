import type { CafeBeanInfoReplies, CafeLotInfo } from '../index';

// The `@ts-expect-error` lines fail the contracts typecheck once the shape they refuse compiles;
// jest compiles without types, so the run-time checks beside them.
describe('cafe QR replies (002 §7 /api/cafe/beaninfo/*)', () => {
  const lot: CafeLotInfo = {
    blending_result_uuid: 'b1',
    blending_uuid: 'a1',
    blending_name: 'House',
    blending_name_locale: '하우스',
    blending_result_date: '2026-05-01',
    blending_loss: null,
    blending_organic_loss: null,
    coffeebean_seq: null,
    received: [{ received_seq: 4, received_date: '2026-05-02', received_mass: 1000 }],
    edit_at: null,
  };

  it("a lot's receipts are rows with their date; a receipt without its key does not compile", () => {
    // @ts-expect-error a receipt row always carries received_seq
    const receipt: CafeLotInfo['received'][number] = { received_date: '2026-05-02', received_mass: 1000 };
    expect(lot.received.map((r) => r.received_date)).toEqual(['2026-05-02']);
    expect('received_seq' in receipt).toBe(false);
  });

  it('the call names its reply: the detail call answers a lot, not a blend', () => {
    const detail: CafeBeanInfoReplies['detail'] = lot;
    // @ts-expect-error a lot is no blend: it has no registered_seq, store names or single-origin flag
    const blend: CafeBeanInfoReplies['default'] = lot;
    expect(detail.blending_uuid).toBe('a1');
    expect('registered_seq' in blend).toBe(false);
  });
});
