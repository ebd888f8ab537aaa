// @ts-check
const path = require('node:path');
const { precompress } = require('./build-output');

/**
 * The script of the pages the server renders (the intro's copy and save-image buttons): a second,
 * plain build into the host's dist, after it (the host's build empties dist first). Not an entry
 * of the host's build: the federation plugin puts its runtime into every entry (124 KB for 3).
 * @param {import('webpack').Configuration} host
 * @param {boolean} production
 * @returns {import('webpack').Configuration}
 */
function pageActionsConfig(host, production) {
  return {
    name: 'page-actions',
    dependencies: [String(host.name)],
    mode: host.mode,
    context: host.context,
    entry: { 'page-actions': path.join(String(host.context), 'src/page-actions.ts') },
    devtool: host.devtool,
    output: { ...host.output, filename: production ? '[name].[contenthash:8].js' : '[name].js', clean: false },
    resolve: host.resolve,
    module: host.module,
    optimization: {
      minimize: production,
      ...(host.optimization?.minimizer ? { minimizer: host.optimization.minimizer } : {}),
    },
    performance: { hints: false },
    plugins: production ? precompress() : [],
    stats: 'errors-warnings',
  };
}

module.exports = { pageActionsConfig };
