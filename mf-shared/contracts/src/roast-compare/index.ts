export * from './phases';
