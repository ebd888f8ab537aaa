// @ts-check
const { createAppConfig } = require('../mf-shared/build/webpack-app');

module.exports = createAppConfig({ dirname: __dirname, name: 'mf_roaster', kind: 'remote', port: 4204 });
