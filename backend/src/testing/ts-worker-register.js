// Lets a worker thread started from TypeScript sources (under jest, which compiles only its own
// thread) run them: .ts files are compiled on require, and @beantrail/contracts is its sources, as
// jest's moduleNameMapper has it. The built server's workers are plain JS (backend/dist).
// TypeScript's own transpiler, not swc: a worker that is terminated (a timeout, the heap limit)
// while a native addon such as @swc/core is loaded in it can bring the whole jest process down
// with a segmentation fault; pure JS cannot.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const ts = require('typescript');

const contracts = path.resolve(__dirname, '../../../mf-shared/contracts/src/index.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === '@beantrail/contracts' ? contracts : request, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      esModuleInterop: true,
    },
  });
  module._compile(outputText, filename);
};
