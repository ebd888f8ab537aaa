export * from './definition';
export * from './generate';
