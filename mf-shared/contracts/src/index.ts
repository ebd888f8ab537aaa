export * from './envelope';
export * from './locale';
export * from './auth';
export * from './areas';
export * from './menu';
export * from './messages';
export * from './codes';
