/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mf-shared',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '^@beantrail/contracts$': '<rootDir>/contracts/src/index.ts' },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
