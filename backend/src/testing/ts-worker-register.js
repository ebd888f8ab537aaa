// Lets a worker thread started from TypeScript sources (under jest, which compiles only its own
// thread) run them: .ts files are compiled with swc on require, and @beantrail/contracts is its
// sources, as jest's moduleNameMapper has it. The built server's workers are plain JS (backend/dist).
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const contracts = path.resolve(__dirname, '../../../mf-shared/contracts/src/index.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === '@beantrail/contracts' ? contracts : request, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
