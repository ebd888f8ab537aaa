export * from './definition';
export * from './generate';
export * from './collection';
export * from './live-schema';
