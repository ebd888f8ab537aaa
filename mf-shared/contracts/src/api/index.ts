export * from './replies';
export * from './lookup-rows';
