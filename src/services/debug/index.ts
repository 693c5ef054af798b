export { debugEnabled, parseDebugShell, startDebugTools, type DebugToolsInput } from './debug-tools';
export { installPageErrorLog, PAGE_ERRORS_GLOBAL } from './page-errors';
