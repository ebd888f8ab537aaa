module.exports = require('../mf-shared/build/jest-area')('mf-user');
