/**
 * Which routes of the catalog a change touches, for `npm run test:changed` (scripts/test-changed.sh):
 * the UI guards then sweep only those. A route is touched when a changed file is its route file
 * (src/routes/…) or anything that file imports, directly or not (the feature's pages, machines,
 * styles). A change to what the root route imports (the shell every page shares), to the catalogs or to
 * the guards themselves touches every route. Prints the routes' samples, comma-separated; `*` for all;
 * nothing when no route is touched.
 *
 *   npx tsx scripts/changed-routes.ts <changed file>...
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closure } from './lib/import-closure';
import { ROUTE_CATALOG, UNKNOWN_SAMPLES } from '../src/platform/route-catalog';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
/** Files whose change touches every page: the messages, the guards and their support. */
const EVERY_ROUTE = [
  /^locales\//,
  /^tests\/e2e\/ui-guards\.spec\.ts$/,
  /^tests\/e2e\/support\//,
  /^index\.html$/,
  /^vite\.config\.ts$/,
  /^server\/pages\//,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const changed = process.argv.slice(2).map((f) => f.replace(/^\.\//, ''));
const touchesAll = changed.some(
  (f) => EVERY_ROUTE.some((re) => re.test(f)) || closure(join(SRC, 'routes', '__root.tsx')).has(f),
);

const samples = new Set<string>();
if (!touchesAll) {
  for (const file of filesUnder(join(SRC, 'routes'))) {
    const path = /createFileRoute\(\s*['"]([^'"]+)['"]/.exec(readFileSync(file, 'utf8'))?.[1];
    if (!path) continue;
    const files = closure(file);
    if (!changed.some((f) => files.has(f))) continue;
    const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
    if (normalized === '/$') samples.add(UNKNOWN_SAMPLES[0]);
    for (const route of ROUTE_CATALOG) if (route.path === normalized) samples.add(route.sample);
  }
}
process.stdout.write(touchesAll ? '*' : [...samples].join(','));
