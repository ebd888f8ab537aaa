/** @type {import('jest').Config} */
module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
    // ESM-only packages: @fastify/static 10 requires content-disposition; Google sign-in loads
    // openid-client 6 (with oauth4webapi and jose) and its tests run oauth2-mock-server (with
    // is-plain-obj); the story page's SVG renderers use d3-geo and d3-shape (with d3-array, d3-path and
    // internmap). Node 20.19+ loads them natively (require(esm)); jest's CommonJS runtime needs
    // them compiled.
    'node_modules/(content-disposition|openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj|d3-geo|d3-shape|d3-array|d3-path|internmap)/.+\\.m?js$':
      ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj|d3-geo|d3-shape|d3-array|d3-path|internmap)/)',
  ],
  moduleNameMapper: { '^@beantrail/contracts$': '<rootDir>/../mf-shared/contracts/src/index.ts' },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 30_000,
};
