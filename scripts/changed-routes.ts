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
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;
const importsOf = new Map<string, string[]>();
function imports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    found = [];
    if (/\.(ts|tsx)$/.test(file)) {
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolveImport(file, m[1] ?? m[2] ?? '');
        if (target) found.push(target);
      }
    }
    importsOf.set(file, found);
  }
  return found;
}

/** The file and everything it imports, as paths relative to the repository. */
function closure(file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...imports(next));
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
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
