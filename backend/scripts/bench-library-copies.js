// Copies of the shared libraries a page loaded, counted from the build's hidden source maps
// (<app>/sourcemaps/<file>.map): a library module in two loaded files, or the library from two
// folders, is a second copy (bench-frontend.js; more than one is a FAIL of the bench).
const fs = require('node:fs');
const path = require('node:path');
// Reads the build's source maps (a maintained decoder, as jest and babel use).
const { TraceMap, decodedMappings } = require('@jridgewell/trace-mapping');

const root = path.resolve(__dirname, '../..');
const LIBS = [
  ['react', /node_modules\/react\//],
  ['react-dom', /node_modules\/react-dom\//],
  ['@mui/material', /node_modules\/@mui\/material\//],
  ['@emotion', /node_modules\/@emotion\//],
];

/** The app a served JS URL comes from, and its source map on disk. */
function origin(url) {
  const { pathname } = new URL(url);
  const m = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  const app = m ? `mf-${m[1]}` : 'shell';
  const file = m ? m[2] : pathname.slice(1);
  return { app, area: m ? m[1] : null, map: path.join(root, app, 'sourcemaps', `${file}.map`) };
}

/**
 * The sources a built file carries code of. A map also names sources that contribute no code (a
 * module of re-exports concatenated with the modules it re-exports from lists them all), which
 * would count a library twice that is loaded once; only sources with at least one mapping count.
 */
function codeSources(mapFile) {
  const map = new TraceMap(fs.readFileSync(mapFile, 'utf8'));
  const used = new Set();
  for (const line of decodedMappings(map)) for (const seg of line) if (seg.length > 1) used.add(seg[1]);
  return map.sources.filter((_, i) => used.has(i));
}

/** Library copies on a page: for each library, the most loaded files holding one of its modules, or its folders. */
function copies(files) {
  const out = {};
  for (const [lib, re] of LIBS) {
    const inFiles = new Map();
    const roots = new Set();
    for (const f of files) {
      if (!fs.existsSync(f.map)) continue;
      const sources = codeSources(f.map);
      for (const s of new Set(
        sources.filter((x) => re.test(x)).map((x) => x.replace(/^.*?node_modules\//, 'node_modules/')),
      )) {
        inFiles.set(s, (inFiles.get(s) ?? 0) + 1);
      }
      for (const s of sources) {
        const at = s.search(re);
        if (at >= 0)
          roots.add(
            s
              .slice(0, at)
              .replace(/^webpack:\/\/[^/]*\//, '')
              .replace(/^(\.\.\/)+/, '') + s.slice(at).match(re)[0],
          );
      }
    }
    out[lib] = inFiles.size ? Math.max(roots.size, ...inFiles.values()) : 0;
  }
  return out;
}

module.exports = { LIBS, origin, copies };
