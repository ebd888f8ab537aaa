export * from './replies';
export * from './lookup-rows';
export * from './area-homes';
export * from './cafe-bean-info';
export * from './code-info';
export * from './event-details';
export * from './serial-note';
