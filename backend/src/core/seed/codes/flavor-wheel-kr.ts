// The Korean wheel names live in contracts so the browser's flavor wheel uses the same table.
export { FLAVOR_WHEEL_KR } from '@beantrail/contracts';
