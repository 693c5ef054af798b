/**
 * Which flows' generated paths a change touches, for `npm run test:changed` (scripts/test-changed.sh).
 * Playwright's `--only-changed` cannot tell: every path test is declared in the shared runner
 * (tests/flows/framework/e2e/run-flow.ts), not in the flow's spec. A flow is touched when a changed file is its
 * spec (tests/e2e/flows/<flow>*.spec.ts) or anything its folder (tests/flows/<flow>/: its machine's
 * registration, oracle and adapter) imports, directly or not: its machine, the page code the adapter reads.
 * A change to the framework, the list of flows or the end-to-end support touches every flow. Prints the
 * specs to run, one per line.
 *
 *   npx tsx scripts/changed-flows.ts <changed file>...
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closure } from './lib/import-closure';

const ROOT = resolve(import.meta.dirname, '..');
const SPECS = 'tests/e2e/flows';
const FLOWS = 'tests/flows';
/** Shared by every flow: followed by none of them, and a change to it touches all. */
const SHARED = [/^tests\/flows\/framework\//, /^tests\/flows\/flows\.ts$/, /^tests\/e2e\/support\//];

const changed = process.argv.slice(2).map((f) => f.replace(/^\.\//, ''));
const specs = readdirSync(join(ROOT, SPECS)).filter((name) => name.endsWith('.spec.ts'));
const touchesAll = changed.some((f) => SHARED.some((re) => re.test(f)));

const flowOf = (spec: string): string => spec.replace(/(-clock)?\.spec\.ts$/, '');
const filesOf = new Map<string, Set<string>>();
function flowFiles(flow: string): Set<string> {
  let files = filesOf.get(flow);
  if (!files) {
    files = new Set<string>();
    for (const name of readdirSync(join(ROOT, FLOWS, flow)))
      for (const file of closure(join(ROOT, FLOWS, flow, name), (path) => !SHARED.some((re) => re.test(path))))
        files.add(file);
    filesOf.set(flow, files);
  }
  return files;
}

const touched = specs.filter((spec) => {
  if (touchesAll || changed.includes(`${SPECS}/${spec}`)) return true;
  const files = flowFiles(flowOf(spec));
  return changed.some((f) => files.has(f));
});
process.stdout.write(touched.map((spec) => `${SPECS}/${spec}`).join('\n'));
