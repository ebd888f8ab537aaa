/**
 * One name per roasting-profile stage, [kr, en] (spec 001 §3 "Roasting profile stages":
 * pre_heating_start … roasting_end, roasting_check1–10). The roaster's stage table and field
 * labels, the timeline chart's markers, the public roasting page and the server-rendered bean
 * story's roast curve all read this table, so a stage has the same name everywhere (the
 * chart said "옐로우" where the table said "드라이 엔드"). Pure data: the server reads it too.
 */
export const PROFILE_STAGE_LABELS: Readonly<Record<string, readonly [kr: string, en: string]>> = {
  pre_heating_start: ['예열 시작', 'Pre-heat start'],
  pre_heating_end: ['예열 종료', 'Pre-heat end'],
  roasting_start: ['투입', 'Charge'],
  roasting_turning: ['터닝 포인트', 'Turning point'],
  roasting_dried: ['드라이 엔드', 'Dry end'],
  roasting_first_start: ['1차 크랙 시작', 'First crack start'],
  roasting_first_end: ['1차 크랙 종료', 'First crack end'],
  roasting_second_start: ['2차 크랙 시작', 'Second crack start'],
  roasting_second_end: ['2차 크랙 종료', 'Second crack end'],
  roasting_end: ['배출', 'Drop'],
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [`roasting_check${i + 1}`, [`체크 ${i + 1}`, `Check ${i + 1}`] as const]),
  ),
};

/** A check point whose number is not known (a chart stage given without its form stage). */
export const PROFILE_CHECK_LABEL: readonly [kr: string, en: string] = ['체크', 'Check'];
