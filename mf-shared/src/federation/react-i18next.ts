/**
 * What the share scope serves for `react-i18next`: the three names the product uses. The real
 * module, shared whole, also carried Trans, withTranslation, the SSR helpers and their
 * dependencies on every first load. See mui-material.ts; shared-exports.spec.ts keeps the list true.
 */
export { I18nextProvider, initReactI18next, useTranslation } from '@beantrail/unshared/react-i18next';
