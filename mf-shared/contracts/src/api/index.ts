export * from './replies';
