export { debugEnabled, parseDebugShell, startDebugTools } from './debug-tools';
export { installPageErrorLog, PAGE_ERRORS_GLOBAL } from './page-errors';
