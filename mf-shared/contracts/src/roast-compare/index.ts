export * from './phases';
export * from './compare-reply';
