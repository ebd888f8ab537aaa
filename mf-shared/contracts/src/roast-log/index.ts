export * from './types';
export { parseRoastLog, roastLogKind } from './parse';
export { roastLogToProfile, chartLog, readChartLog, ROAST_STAGE_EVENTS, CHART_LOG_MAX_LENGTH } from './profile';
export { parsePythonLiteral, pythonLiteralToJson, PythonLiteralError } from './python-literal';
export { fToC } from './units';
export { ROAST_LOG_UPLOAD_TYPES } from './rights';
export type { RoastLogUploadReply } from './upload-reply';
