/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mf-user',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^@beantrail/contracts$': '<rootDir>/../mf-shared/contracts/src/index.ts',
    '^@beantrail/mf-shared$': '<rootDir>/../mf-shared/src/index.ts',
    '^@beantrail/mf-shared/pure$': '<rootDir>/../mf-shared/src/pure.ts',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
