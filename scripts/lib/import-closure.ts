/**
 * The import graph of the project's TypeScript, read as text (no compiler): a file and everything it imports,
 * directly or not, through relative paths and the `@/` and `@machines/` aliases of tsconfig.json. Used by
 * `npm run test:changed` to find what a change touches (scripts/changed-routes.ts, scripts/changed-flows.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const ALIASES: readonly [string, string][] = [
  ['@/', join(ROOT, 'src')],
  ['@machines/', join(ROOT, 'machines')],
];

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolveImport(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  let base: string;
  if (alias) base = join(alias[1], spec.slice(alias[0].length));
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

/**
 * The file (an absolute path) and everything it imports, as paths relative to the repository; `through(path)`
 * false leaves a file out and does not follow its imports (a shared registry that imports everything).
 */
export function closure(file: string, through: (path: string) => boolean = () => true): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next) || !through(relative(ROOT, next))) continue;
    seen.add(next);
    stack.push(...imports(next));
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}
