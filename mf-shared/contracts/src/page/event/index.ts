export * from './event-time';
export * from './event';
export * from './signup';
