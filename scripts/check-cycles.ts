/**
 * Fails when the project's own files import each other in a cycle, type-only imports included
 * (ESLint's import-x/no-cycle reports only the cycles of runtime imports). Run by `npm run lint`.
 */
import ts from 'typescript';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles } from './lib/import-cycles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configPath = path.join(root, 'tsconfig.json');
const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);

const cycles = importCycles(parsed.fileNames, parsed.options, root);
if (cycles.length > 0) {
  console.error(
    `${cycles.length} import cycle(s), type-only imports included; break each by moving what both sides need into a module of its own:`,
  );
  for (const cycle of cycles) console.error(`  ${cycle.join(' <-> ')}`);
  process.exit(1);
}
console.info(`no import cycles among ${parsed.fileNames.length} files`);
