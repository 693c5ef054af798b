/**
 * Stryker's entry to the status-messages ignore-plugin (scripts/lib/mutation-status-messages.ts).
 * Stryker imports its plugins in its worker processes too, which start without tsx's loader, so this
 * plain module loads the TypeScript one through tsx's API.
 */
import { tsImport } from 'tsx/esm/api';

const { strykerPlugins } = await tsImport('./mutation-status-messages.ts', import.meta.url);

export { strykerPlugins };
