import {
  chartLogOfForm,
  logImportEffect,
  nowTerm,
  roastTimers,
  stagesOfForm,
  startRoastChanges,
  TIMER_WINDOW_MS,
} from './roast-form';

const T0 = Date.parse('2026-11-23T09:00:00Z');

describe('roasting profile form (spec 001 §3 profile stages, §4 roasting timers)', () => {
  it('stages of the form for the timeline, in time order, only those with a term', () => {
    const s = stagesOfForm({
      roasting_start_term: 0,
      roasting_start_bean: 200,
      roasting_start_air: 230,
      roasting_end_term: 600,
      roasting_end_bean: 210,
      roasting_turning_term: '',
      roasting_dried_term: 240,
      pre_heating_start_term: -900,
    });
    expect(s.map((x) => [x.key, x.t])).toEqual([
      ['preheat', -900],
      ['charge', 0],
      ['dry_end', 240],
      ['drop', 600],
    ]);
    expect(s[1]).toMatchObject({ bt: 200, et: 230 });
    expect(s[3].et).toBeNull();
  });

  it('the chart log map as bean and air series; malformed text draws nothing', () => {
    expect(chartLogOfForm('{"0":[90.1,69.5],"2":[88,null],"1":[89,70]}')).toEqual({
      bt: [
        { t: 0, v: 90.1 },
        { t: 1, v: 89 },
        { t: 2, v: 88 },
      ],
      et: [
        { t: 0, v: 69.5 },
        { t: 1, v: 70 },
      ],
    });
    expect(chartLogOfForm('{oops')).toBeUndefined();
    expect(chartLogOfForm('')).toBeUndefined();
  });

  it('§4 the roast timer runs for a start within one hour and no end; an end stops it; removing the end restarts it within the hour', () => {
    const start = new Date(T0).toISOString();
    expect(roastTimers({ roasting_start_at: start }, T0 + 65_000).roast).toEqual({ running: true, elapsedMs: 65_000 });
    expect(roastTimers({ roasting_start_at: start, roasting_end_term: 600 }, T0 + 65_000).roast.running).toBe(false);
    expect(roastTimers({ roasting_start_at: start, roasting_end_term: '' }, T0 + 65_000).roast.running).toBe(true);
    expect(roastTimers({ roasting_start_at: start }, T0 + TIMER_WINDOW_MS + 1).roast.running).toBe(false);
    expect(roastTimers({}, T0).roast.running).toBe(false);
  });

  it('§4 the pre-heat timer stops when the roast starts', () => {
    const preheat = new Date(T0).toISOString();
    expect(roastTimers({ pre_heating_start_at: preheat }, T0 + 1000).preheat.running).toBe(true);
    expect(
      roastTimers(
        { pre_heating_start_at: preheat, roasting_start_at: new Date(T0 + 900_000).toISOString() },
        T0 + 901_000,
      ).preheat.running,
    ).toBe(false);
  });

  it('starting the roast: term 0 and the pre-heat terms become times before the start', () => {
    const c = startRoastChanges(
      { pre_heating_start_at: new Date(T0).toISOString(), pre_heating_end_term: 840 },
      T0 + 900_000,
    );
    expect(c).toEqual({
      roasting_start_at: new Date(T0 + 900_000).toISOString(),
      roasting_start_term: 0,
      pre_heating_start_term: -900,
      pre_heating_end_term: -60,
    });
  });

  it('Now: seconds since the roast start (or the pre-heat start while pre-heating)', () => {
    expect(nowTerm({ roasting_start_at: new Date(T0).toISOString() }, 'roasting_first_start', T0 + 613_400)).toBe(613);
    expect(nowTerm({ pre_heating_start_at: new Date(T0).toISOString() }, 'pre_heating_end', T0 + 840_000)).toBe(840);
    expect(nowTerm({}, 'roasting_end', T0)).toBeNull();
  });
});

describe('logImportEffect (an imported log sets the roast date and offers scheduled → done)', () => {
  const fresh = {
    roasting_result_date: '2026-11-25',
    roasting_result_year: 2026,
    roasting_batch_auto: true,
    roasting_batch_no: 3,
    roasting_step: 'RSRV',
  };

  it('a new roast takes the log’s day and year; the batch number counted for today is cleared for the server to recount', () => {
    expect(logImportEffect(fresh, '2021-02-09', { date: 'edit', step: true })).toEqual({
      changes: { roasting_result_date: '2021-02-09', roasting_result_year: 2021, roasting_batch_no: '' },
      lockedDate: null,
      offerDone: true,
    });
  });

  it('a batch number typed by hand (auto off) is kept', () => {
    expect(
      logImportEffect({ ...fresh, roasting_batch_auto: false }, '2021-02-09', { date: 'edit', step: true }).changes,
    ).toEqual({ roasting_result_date: '2021-02-09', roasting_result_year: 2021 });
  });

  it('a saved roast (date locked on update, 001 §5) keeps its date and reports the log’s day', () => {
    expect(logImportEffect(fresh, '2021-02-09', { date: 'locked', step: true })).toEqual({
      changes: {},
      lockedDate: '2021-02-09',
      offerDone: true,
    });
  });

  it('the same day, in either stored form, changes nothing; a log without a day changes nothing', () => {
    expect(
      logImportEffect({ ...fresh, roasting_result_date: '20210209' }, '2021-02-09', { date: 'locked', step: true }),
    ).toMatchObject({ changes: {}, lockedDate: null });
    expect(logImportEffect(fresh, null, { date: 'edit', step: true })).toMatchObject({ changes: {}, lockedDate: null });
  });

  it('offers the move only from the scheduled step (RSRV) and only when the step may be edited', () => {
    expect(
      logImportEffect({ ...fresh, roasting_step: 'CMPL' }, '2021-02-09', { date: 'edit', step: true }).offerDone,
    ).toBe(false);
    expect(logImportEffect(fresh, '2021-02-09', { date: 'edit', step: false }).offerDone).toBe(false);
    // The recipe page has neither field: nothing to set, nothing to offer.
    expect(logImportEffect({}, '2021-02-09', { date: 'none', step: false })).toEqual({
      changes: {},
      lockedDate: null,
      offerDone: false,
    });
  });
});
