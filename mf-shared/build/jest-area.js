/**
 * The jest project of the shell and of each area (mf-admin, mf-cafe, mf-public, mf-roaster, mf-user): its sources in
 * TypeScript, the workspace packages mapped to their sources, the shared-singleton aliases to the
 * real packages. A `.spec.tsx` renders with Testing Library and names jsdom in its docblock
 * (mf-shared's setup file gives it TextEncoder). `<rootDir>` is the area's own folder.
 * @param {string} displayName
 * @returns {import('jest').Config}
 */
module.exports = function jestArea(displayName) {
  return {
    displayName,
    testEnvironment: 'node',
    transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
    moduleNameMapper: {
      '^@beantrail/contracts$': '<rootDir>/../mf-shared/contracts/src/index.ts',
      '^@beantrail/mf-shared$': '<rootDir>/../mf-shared/src/index.ts',
      '^@beantrail/mf-shared/(core|pure|account)$': '<rootDir>/../mf-shared/src/$1.ts',
      '^@beantrail/unshared/react-i18next$': 'react-i18next',
      '^@beantrail/unshared/react-query$': '@tanstack/react-query',
    },
    setupFiles: ['<rootDir>/../mf-shared/jest.setup-dom.js'],
    testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  };
};
