export { debugEnabled, parseDebugShell, startDebugTools, type DebugToolsInput } from './debug-tools';
