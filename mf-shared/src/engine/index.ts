// The generic page engine (GUIDE §1): logic hooks, MUI views, and the widget registry.
// The full library is one shared module, kept whole on every area's first page: what
// only the detail form uses (form values, widget values and options, copy-from, the detail hook)
// is not re-exported here, so the list's first load does not carry it.
export * from './list/list-state';
export * from './detail/detail-mode';
export * from './list/csv';
export * from './engine-api';
export * from './viewer';
export * from './notice-store';
export * from './list/use-entity-list';
export type { DetailLocationState, DetailOptions, EntityDetailModel, SaveOutcome } from './detail/use-entity-detail';
export * from './list/entity-list-view';
export { EntityDetailView, FieldsPreview, preloadDetail } from './detail/lazy-detail';
export * from './entity-page';
export * from './widgets/widget-types';
export * from './widgets/registry';
export * from './widgets/use-field-options';
export { codeLabel } from './widgets/options';
export * from './sections/registry';
export * from './sections/use-now';
export { useFieldLabel } from './engine-context';
export { ConfirmDialog, ValidationDialog } from './detail/lazy-dialogs';
