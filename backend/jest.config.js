/** @type {import('jest').Config} */
module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true }] },
  moduleNameMapper: { '^@beantrail/contracts$': '<rootDir>/../mf-shared/contracts/src/index.ts' },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 30_000,
};
