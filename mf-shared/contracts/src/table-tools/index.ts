export * from './definition';
export * from './generate';
export * from './collection';
