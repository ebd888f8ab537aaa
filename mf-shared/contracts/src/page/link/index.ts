export * from './roaster-cafe';
export * from './register';
