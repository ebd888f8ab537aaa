// @ts-check
const { createAppConfig } = require('../mf-shared/build/webpack-app');

module.exports = createAppConfig({ dirname: __dirname, name: 'shell', kind: 'host', port: 4200 });
