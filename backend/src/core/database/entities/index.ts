export * from './audit';
export * from './user.entity';
export * from './session.entity';
export * from './organisation.entity';
export * from './code.entity';
export * from './identity.entity';
