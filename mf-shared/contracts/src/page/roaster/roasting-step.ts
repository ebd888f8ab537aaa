// Its own module so that the roast form's helpers (mf-shared charts/roast-form.ts) can read it
// without bundling the roasting page declarations into the page engine's first load.
/**
 * Roasting result steps (code group RSTEP; 001 §3 "default RSRV on create", the other codes are the
 * seed's): a roast is scheduled until roasted; importing its log offers the move to done.
 */
export const ROASTING_STEP = { scheduled: 'RSRV', done: 'CMPL' } as const;
