// @ts-check
/**
 * What a build writes besides its chunks: the minimizer, the brotli and gzip copies, the entry's
 * file name and where the source maps go.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Where a production build puts its source maps: `<app>/sourcemaps`, outside the published dist. */
const SOURCE_MAP_DIR = 'sourcemaps';

/** The minimizer bundled with webpack 5.111, using swc when it is available (fast on 2 cores). */
function swcMinimizer() {
  try {
    const modPath = require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] });
    const Minimizer = require(modPath);
    if (typeof Minimizer.swcMinify !== 'function') return undefined;
    return new Minimizer({ minify: Minimizer.swcMinify, extractComments: false });
  } catch {
    try {
      const Terser = require('terser-webpack-plugin');
      return Terser.swcMinify ? new Terser({ minify: Terser.swcMinify }) : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Brotli and gzip copies next to each text asset: the backend serves them as they are
 * (@fastify/static `preCompressed`), so no request pays for compression and Lighthouse sees the
 * transfer size a CDN would give (performance ≥ 90).
 */
function precompress() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * Entry chunks get `[name].[contenthash:8].js`. The federation runtime also asks for the entry's
 * file name before content hashes exist (only to know its folder depth); it gets the plain name.
 * @param {import('webpack').PathData} pathData
 */
function hashedEntryFilename(pathData) {
  const hashes = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (pathData.chunk)?.contentHash;
  return hashes && hashes.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

module.exports = { SOURCE_MAP_DIR, swcMinimizer, precompress, hashedEntryFilename };
