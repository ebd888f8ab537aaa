/** @type {import('jest').Config} */
module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
    // ESM-only packages: @fastify/static 10 requires content-disposition; Google sign-in loads
    // openid-client 6 (with oauth4webapi and jose) and its tests run oauth2-mock-server (with
    // is-plain-obj). Node 20.19+ loads them natively (require(esm)); jest's CommonJS runtime needs
    // them compiled.
    'node_modules/(content-disposition|openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj)/.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj)/)'],
  moduleNameMapper: { '^@beantrail/contracts$': '<rootDir>/../mf-shared/contracts/src/index.ts' },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 30_000,
};
