/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mf-shared',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^@beantrail/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@beantrail/unshared/react-i18next$': 'react-i18next',
    '^@beantrail/unshared/react-query$': '@tanstack/react-query',
  },
  // `.spec.tsx` files render hooks and views with Testing Library: each names its environment
  // (`@jest-environment jsdom`) in its docblock; the rest stay in node.
  setupFiles: ['<rootDir>/jest.setup-dom.js'],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
