/**
 * The routes' facts (src/routeFacts.gen.ts): what each route file declares in the `staticData` of its
 * `createFileRoute` (page names, titles, samples, render policy, area catalog; src/platform/route-facts.ts),
 * read from the source as plain data for what cannot import route files (they import React pages and
 * CSS): the page servers, scripts, end-to-end tests. Written by the Vite plugin scripts/vite/route-facts.ts
 * beside the route tree; tests/unit/app/route-facts.test.ts fails when the file is stale.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
export const ROUTES_DIR = join(ROOT, 'src/routes');
export const ROUTE_FACTS_FILE = join(ROOT, 'src/routeFacts.gen.ts');

type Render = 'browser' | 'shared' | 'personal' | { personalUnlessQuery: string };
interface PageFacts {
  page: string;
  title: { id: string; message: string };
  sample: string;
}
export interface RouteFactsEntry {
  path: string;
  render: Render;
  catalog: string | null;
  pages: PageFacts[];
}

// The parser's tree, as far as this reader walks it.
interface Node {
  type: string;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;

/** A route file's `createFileRoute('<path>')({ … })`: its path and options object. */
function findFileRoute(node: unknown): { path: string; options: Node } | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findFileRoute(child);
      if (found) return found;
    }
    return null;
  }
  if (!isNode(node)) return null;
  if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'CallExpression') {
    const inner = node.callee;
    const args = inner.arguments as Node[];
    const options = (node.arguments as Node[])[0];
    if (
      isNode(inner.callee) &&
      inner.callee.name === 'createFileRoute' &&
      args[0]?.type === 'Literal' &&
      options?.type === 'ObjectExpression'
    )
      return { path: String(args[0].value), options };
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    const found = findFileRoute(value);
    if (found) return found;
  }
  return null;
}

const keyName = (key: Node): string => String(key.type === 'Identifier' ? key.name : key.value);

/** The value of a literal expression: strings, numbers, arrays, objects, and `msg({ id, message })`. */
function literal(node: Node, where: string): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      if ((node.expressions as Node[]).length > 0) break;
      return quasis.map((q) => q.value.cooked).join('');
    }
    case 'ArrayExpression':
      return (node.elements as Node[]).map((element) => literal(element, where));
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as Node[]).map((property) => {
          if (property.type !== 'Property' || property.computed) throw new Error(`${where}: a spread or computed key`);
          return [keyName(property.key as Node), literal(property.value as Node, where)];
        }),
      );
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literal(node.expression as Node, where);
    case 'CallExpression': {
      const callee = node.callee as Node;
      const [arg] = node.arguments as Node[];
      if (callee.type === 'Identifier' && callee.name === 'msg' && arg) {
        const { id, message } = literal(arg, where) as { id?: unknown; message?: unknown };
        if (typeof id === 'string' && typeof message === 'string') return { id, message };
      }
      break;
    }
  }
  throw new Error(
    `${where}: staticData must be plain literals (and msg({ id, message }) for titles), found ${node.type}`,
  );
}

const isRender = (value: unknown): value is Render =>
  value === 'browser' ||
  value === 'shared' ||
  value === 'personal' ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { personalUnlessQuery?: unknown }).personalUnlessQuery === 'string');

/** One route file's facts, checked: every route declares them, whole. Null for a file without createFileRoute. */
export function readRouteFile(file: string, source = readFileSync(file, 'utf8')): RouteFactsEntry | null {
  const where = relative(ROOT, file);
  const route = findFileRoute(parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file).body);
  if (!route) return null;
  const path = route.path.length > 1 ? route.path.replace(/\/$/, '') : route.path;
  const property = (route.options.properties as Node[]).find(
    (p) => p.type === 'Property' && isNode(p.key) && keyName(p.key) === 'staticData',
  );
  if (!property) throw new Error(`${where}: the route declares no staticData (its page, title and render policy)`);
  const facts = literal(property.value as Node, where) as Record<string, unknown>;
  const hasParams = path.includes('$');
  const listed = (facts.pages ?? [{ page: facts.page, title: facts.title, sample: facts.sample }]) as Record<
    string,
    unknown
  >[];
  if (facts.pages !== undefined && (facts.page ?? facts.title ?? facts.sample) !== undefined)
    throw new Error(`${where}: either page, title and sample, or pages`);
  const pages = listed.map((entry): PageFacts => {
    const { page, title, sample = hasParams ? undefined : path } = entry as Partial<PageFacts>;
    if (typeof page !== 'string') throw new Error(`${where}: staticData.page is missing`);
    if (title?.id !== `title.${page}`) throw new Error(`${where}: the title of ${page} needs the id title.${page}`);
    if (typeof sample !== 'string') throw new Error(`${where}: ${page} needs a sample URL (its path has parameters)`);
    return { page, title, sample };
  });
  if (pages.length === 0) throw new Error(`${where}: staticData.pages is empty`);
  if (!isRender(facts.render)) throw new Error(`${where}: staticData.render is missing or unknown`);
  if (facts.catalog !== undefined && typeof facts.catalog !== 'string')
    throw new Error(`${where}: staticData.catalog is not a catalog name`);
  return { path, render: facts.render, catalog: (facts.catalog as string | undefined) ?? null, pages };
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every route's facts, by path. */
export function readRouteFacts(dir = ROUTES_DIR): RouteFactsEntry[] {
  return routeFiles(dir)
    .map((file) => readRouteFile(file))
    .filter((entry): entry is RouteFactsEntry => entry !== null)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The generated module's text. */
export function renderRouteFacts(routes: readonly RouteFactsEntry[]): string {
  return [
    '// Generated by scripts/lib/route-facts.ts from the staticData of the route files (src/routes) when',
    '// `vite build` or `vite` runs, or `npx tsx scripts/route-facts.ts`: do not edit. Plain data for the page',
    '// servers, scripts and tests; tests/unit/app/route-facts.test.ts fails when it is stale.',
    '',
    `export const ROUTE_FACTS = ${JSON.stringify(routes, null, 2)} as const;`,
    '',
  ].join('\n');
}

/** Writes src/routeFacts.gen.ts when its text changes; true when it did. */
export function writeRouteFacts(): boolean {
  const text = renderRouteFacts(readRouteFacts());
  if (existsSync(ROUTE_FACTS_FILE) && readFileSync(ROUTE_FACTS_FILE, 'utf8') === text) return false;
  writeFileSync(ROUTE_FACTS_FILE, text);
  return true;
}
