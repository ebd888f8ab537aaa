/** @type {import('jest').Config} */
module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
    // @fastify/static 10 requires content-disposition, which ships ESM only: Node 20 loads it
    // natively, jest's CommonJS runtime needs it compiled.
    'node_modules/(content-disposition|openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj)/.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj)/)'],
  moduleNameMapper: { '^@beantrail/contracts$': '<rootDir>/../mf-shared/contracts/src/index.ts' },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 30_000,
};
