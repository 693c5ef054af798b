/**
 * Stryker's entry to the browser-globals ignore-plugin (scripts/lib/mutation-browser-globals.ts), loaded
 * through tsx's API for the same reason as mutation-status-messages-plugin.mjs.
 */
import { tsImport } from 'tsx/esm/api';

const { strykerPlugins } = await tsImport('./mutation-browser-globals.ts', import.meta.url);

export { strykerPlugins };
