/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mf-admin',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^@beantrail/contracts$': '<rootDir>/../mf-shared/contracts/src/index.ts',
    '^@beantrail/mf-shared$': '<rootDir>/../mf-shared/src/index.ts',
    '^@beantrail/mf-shared/(core|pure|account)$': '<rootDir>/../mf-shared/src/$1.ts',
    '^@beantrail/unshared/react-i18next$': 'react-i18next',
    '^@beantrail/unshared/react-query$': '@tanstack/react-query',
  },
  // A `.spec.tsx` renders with Testing Library and names jsdom in its docblock (mf-shared's setup file gives it TextEncoder).
  setupFiles: ['<rootDir>/../mf-shared/jest.setup-dom.js'],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
