/** @type {import('jest').Config} */
module.exports = {
  displayName: 'contracts',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
