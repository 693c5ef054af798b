/**
 * Size report: builds the app (unless --no-build) and prints the gzip size (level 9) of
 *   (a) the JavaScript a first visit to budgets.client.firstVisitPath downloads before the page renders:
 *       the entry chunk and its static imports (the modulepreload list), the route's code-split chunk(s)
 *       and their static imports, the message catalog of the visitor's language (the app awaits it
 *       before the first render), and the scripts inline in index.html;
 *   (b) every route file's code-split chunk(s);
 * against scripts/budgets.ts, and checks that catalogs and debug tools never sit in the entry or its
 * static imports, and that every route file with a component is code-split. Exits 1 over budget.
 *
 * Usage: tsx scripts/size-report.ts [--no-build] [--json <file>]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { budgets } from './budgets';
import { moduleScriptFiles } from './vite/inline-head-script';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(root, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');
/** Which modules each output chunk holds; the manifest does not say. Written by the build below. */
const chunkModulesPath = join(root, '.size', 'chunk-modules.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/**
 * Output file name -> the module ids (relative to the project root) inside it, and the bytes of rendered
 * (not yet minified) code each package or source folder contributes.
 */
type ChunkModules = Record<string, { modules: string[]; groups: Record<string, number> }>;

interface Row {
  label: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  budgetBytes?: number;
  note?: string;
}

function parseArgs(argv: readonly string[]): { build: boolean; jsonOut?: string } {
  const jsonAt = argv.indexOf('--json');
  const jsonOut = jsonAt >= 0 ? argv[jsonAt + 1] : undefined;
  if (jsonAt >= 0 && !jsonOut) throw new Error('--json needs a file name');
  return { build: !argv.includes('--no-build'), ...(jsonOut ? { jsonOut } : {}) };
}

const projectPath = (id: string): string => relative(root, id.replace(/^\0/, '')).split('\\').join('/');

/** Package (node_modules/<name>) or source folder (two levels deep) a module belongs to. */
function groupOf(path: string): string {
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg?.[1]) return pkg[1];
  const parts = path.split('?')[0]?.split('/') ?? [];
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
}

/** Records each chunk's modules during the build, so the report can say what the entry contains. */
function recordChunkModules(): Plugin {
  return {
    name: 'size-report:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The server render's bundle never reaches a browser.
      if (this.environment.name !== 'client') return;
      const out: ChunkModules = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const groups: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules)) {
          const group = groupOf(projectPath(id));
          groups[group] = (groups[group] ?? 0) + info.renderedLength;
        }
        out[item.fileName] = { modules: item.moduleIds.map(projectPath), groups };
      }
      mkdirSync(dirname(chunkModulesPath), { recursive: true });
      writeFileSync(chunkModulesPath, JSON.stringify(out, null, 1));
    },
  };
}

async function buildApp(): Promise<void> {
  const { createBuilder } = await import('vite');
  // The project's vite.config.ts, plus a manifest and the chunk-module recorder: the whole app, as
  // `vite build` builds it (the share pages' server render too, which the e2e tests then serve).
  const builder = await createBuilder({
    root,
    logLevel: 'warn',
    build: { manifest: true },
    plugins: [recordChunkModules()],
  });
  await builder.buildApp();
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  const hit = gzipCache.get(file);
  if (hit) return hit;
  const bytes = readFileSync(join(distDir, file));
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  gzipCache.set(file, size);
  return size;
}

/**
 * The scripts written into index.html itself (rem layout, route preloads):
 * JavaScript every first visit downloads with the page, so it counts toward the first visit.
 */
function inlineScriptsRow(): Row {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => Buffer.from(m[1] ?? ''));
  return {
    label: 'scripts inline in index.html',
    files: scripts.map((_, i) => `inline #${i + 1}`),
    rawBytes: scripts.reduce((sum, b) => sum + b.length, 0),
    gzipBytes: scripts.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}

/** A manifest key and everything it statically imports, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry "${key}"`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [
    ...new Set(
      [...keys]
        .map((key) => manifest[key]?.file)
        .filter((f): f is string => typeof f === 'string' && f.endsWith('.js')),
    ),
  ].sort();

function row(label: string, files: string[], budgetBytes?: number, note?: string): Row {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const s = sizeOf(file);
    rawBytes += s.raw;
    gzipBytes += s.gzip;
  }
  return {
    label,
    files,
    rawBytes,
    gzipBytes,
    ...(budgetBytes !== undefined ? { budgetBytes } : {}),
    ...(note ? { note } : {}),
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;

function printTable(title: string, rows: readonly Row[]): void {
  const header = ['', 'files', 'raw', 'gzip', 'budget', ''];
  const lines = rows.map((r) => [
    r.label,
    String(r.files.length),
    kb(r.rawBytes),
    kb(r.gzipBytes),
    r.budgetBytes === undefined ? '-' : kb(r.budgetBytes),
    [r.budgetBytes === undefined ? '' : r.gzipBytes <= r.budgetBytes ? 'ok' : 'OVER BUDGET', r.note ?? '']
      .filter(Boolean)
      .join('  '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

/**
 * The biggest packages and folders of the entry, so an over-budget entry says where its bytes are.
 * Each chunk's real gzip size is shared out in proportion to the rendered code of its parts (an estimate).
 */
function printEntryBreakdown(chunkModules: ChunkModules, entryFiles: readonly string[], top = 15): void {
  const totals = new Map<string, number>();
  for (const file of entryFiles) {
    const groups = Object.entries(chunkModules[file]?.groups ?? {});
    const rendered = groups.reduce((sum, [, bytes]) => sum + bytes, 0);
    if (rendered === 0) continue;
    const gzip = sizeOf(file).gzip;
    for (const [group, bytes] of groups) totals.set(group, (totals.get(group) ?? 0) + (gzip * bytes) / rendered);
  }
  const rows = [...totals.entries()].sort(([, a], [, b]) => b - a);
  const shown = rows.slice(0, top);
  const width = Math.max(...shown.map(([g]) => g.length), 10);
  console.log('\nLargest parts of the entry (estimated share of its gzip size):');
  for (const [group, gzip] of shown) console.log(`  ${group.padEnd(width)}  ${kb(gzip).padStart(9)}`);
  if (rows.length > top)
    console.log(`  ... and ${rows.length - top} more (${kb(rows.slice(top).reduce((sum, [, g]) => sum + g, 0))})`);
}

/** Every file under dir, recursively. */
function listBuiltFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listBuiltFiles(path) : [path];
  });
}

/** Route file (src/routes/...) of a manifest key such as "src/routes/share/chat.tsx?tsr-split=component". */
const routeFileOf = (key: string): string | undefined =>
  key.startsWith('src/routes/') ? key.split('?')[0] : undefined;

/** Route files under src/routes (TanStack Router ignores names starting with "-"; __root is never split). */
function listRouteFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) out.push(...listRouteFiles(path));
    else if (/\.(tsx|ts)$/.test(name) && !name.startsWith('__root') && !name.startsWith('-')) out.push(path);
  }
  return out.sort();
}

/**
 * The entry chunk(s): the manifest's, or, when the entry module was grouped into another chunk (the
 * boot chunk), the chunks index.html loads as module scripts.
 */
function entryKeysOf(manifest: Manifest): string[] {
  const flagged = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (flagged.length > 0) return flagged;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = moduleScriptFiles(html);
  return Object.keys(manifest).filter((key) => files.includes(manifest[key]?.file ?? ''));
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args.build) {
    console.log('Building (vite build, with manifest)...');
    await buildApp();
  }
  if (!existsSync(manifestPath)) {
    console.error(`No ${relative(root, manifestPath)}: run without --no-build first.`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const chunkModules: ChunkModules | undefined = existsSync(chunkModulesPath)
    ? (JSON.parse(readFileSync(chunkModulesPath, 'utf8')) as ChunkModules)
    : undefined;
  const problems: string[] = [];
  const c = budgets.client;

  const entryKeys = entryKeysOf(manifest);
  if (entryKeys.length === 0) {
    console.error('Neither the manifest nor dist/index.html names an entry chunk.');
    return 1;
  }
  const entryClosure = staticClosure(manifest, entryKeys);

  // (a) First visit.
  const firstRouteKeys = Object.keys(manifest).filter((key) => routeFileOf(key) === c.firstVisitRouteFile);
  if (firstRouteKeys.length === 0) problems.push(`no code-split chunk for ${c.firstVisitRouteFile} in the manifest`);
  const catalogKey = Object.keys(manifest).find((key) => key === `locales/${c.firstVisitLocale}/messages.po`);
  if (!catalogKey) problems.push(`no catalog chunk for locale "${c.firstVisitLocale}" in the manifest`);
  const routeClosure = staticClosure(manifest, firstRouteKeys);
  const catalogClosure = catalogKey ? staticClosure(manifest, [catalogKey]) : new Set<string>();
  const entryFiles = jsFiles(manifest, entryClosure);
  const routeFiles = jsFiles(manifest, routeClosure).filter((f) => !entryFiles.includes(f));
  const catalogFiles = jsFiles(manifest, catalogClosure).filter(
    (f) => !entryFiles.includes(f) && !routeFiles.includes(f),
  );
  const inline = inlineScriptsRow();
  const firstVisitRow = row(
    `first visit to ${c.firstVisitPath}`,
    [...entryFiles, ...routeFiles, ...catalogFiles],
    c.firstVisitJsGzipBytes,
  );
  const firstVisit: Row = {
    ...firstVisitRow,
    rawBytes: firstVisitRow.rawBytes + inline.rawBytes,
    gzipBytes: firstVisitRow.gzipBytes + inline.gzipBytes,
  };
  printTable(`First visit to ${c.firstVisitPath}: JavaScript downloaded before the page renders`, [
    row('entry + static imports', entryFiles, undefined, 'modulepreload list'),
    row(`route chunk(s) of ${c.firstVisitRouteFile}`, routeFiles),
    row(`catalog (${c.firstVisitLocale})`, catalogFiles),
    inline,
    firstVisit,
  ]);
  if (chunkModules) printEntryBreakdown(chunkModules, entryFiles);
  if (firstVisit.gzipBytes > c.firstVisitJsGzipBytes) {
    problems.push(
      `first visit to ${c.firstVisitPath} is ${kb(firstVisit.gzipBytes)} gzip, over ${kb(c.firstVisitJsGzipBytes)}`,
    );
  }

  // (b) Every route file's own code-split chunks, with the page chunks they load on demand.
  const byRoute = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const file = routeFileOf(key);
    if (file && manifest[key]?.isDynamicEntry) byRoute.set(file, [...(byRoute.get(file) ?? []), key]);
  }
  const routeRows = [...byRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, keys]) => {
      // A route whose component loads its page on demand (lazyRouteComponent) counts that page too.
      const pages = keys
        .flatMap((k) => manifest[k]?.dynamicImports ?? [])
        .filter((k) => !/(^|\/)locales\/|\/i18n\/|^src\/routes\//.test(k));
      const own = jsFiles(manifest, [...keys, ...pages]);
      const withImports = jsFiles(manifest, staticClosure(manifest, [...keys, ...pages])).filter(
        (f) => !entryFiles.includes(f),
      );
      const extra = withImports.filter((f) => !own.includes(f));
      const extraGzip = extra.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
      const r = row(file.replace(/^src\/routes\//, ''), own, c.routeChunkGzipBytes);
      if (extra.length > 0) r.note = `(+ ${kb(extraGzip)} shared imports)`;
      return r;
    });
  printTable(
    `Route chunks (budget ${kb(c.routeChunkGzipBytes)} gzip each; shared imports outside the entry shown for information)`,
    routeRows,
  );
  for (const r of routeRows) {
    if (r.gzipBytes > c.routeChunkGzipBytes)
      problems.push(`route chunk ${r.label} is ${kb(r.gzipBytes)} gzip, over ${kb(c.routeChunkGzipBytes)}`);
  }

  // Every route file with a component is lazy-loaded: it has a code-split chunk.
  for (const file of listRouteFiles('src/routes')) {
    const source = readFileSync(join(root, file), 'utf8');
    if (/\bcomponent\s*:/.test(source) && !byRoute.has(file))
      problems.push(`${file} has a component but no code-split chunk (it ships in the entry)`);
  }

  // Catalogs and debug tools never in the entry or its static imports.
  console.log('\nNever in the entry or its static imports:');
  for (const rule of c.forbiddenInEntry) {
    const hits: string[] = [];
    if (chunkModules) {
      for (const file of entryFiles)
        for (const id of chunkModules[file]?.modules ?? []) if (rule.pattern.test(id)) hits.push(`${id} (in ${file})`);
    } else {
      for (const key of entryClosure) if (rule.pattern.test(manifest[key]?.src ?? key)) hits.push(key);
    }
    console.log(`  ${rule.name}: ${hits.length === 0 ? 'ok' : `FOUND ${hits.join(', ')}`}`);
    if (hits.length > 0) problems.push(`${rule.name} in the entry: ${hits.join(', ')}`);
  }
  if (!chunkModules) console.log('  (checked by manifest only: run without --no-build for a module-level check)');

  // Modules no chunk may hold (a Markdown parser: documents are compiled at build time).
  console.log('\nNever in any chunk:');
  for (const rule of c.forbiddenInAnyChunk) {
    const hits = chunkModules
      ? Object.entries(chunkModules).flatMap(([file, chunk]) =>
          chunk.modules.filter((id) => rule.pattern.test(id)).map((id) => `${id} (in ${file})`),
        )
      : [];
    console.log(
      `  ${rule.name}: ${!chunkModules ? 'not checked (run without --no-build)' : hits.length === 0 ? 'ok' : `FOUND ${hits.join(', ')}`}`,
    );
    if (hits.length > 0) problems.push(`${rule.name} in the build: ${hits.join(', ')}`);
  }

  // Test-only code and secrets never in any built file (brotli copies hold the same text).
  console.log('\nNever in any built file:');
  const builtTexts = listBuiltFiles(distDir)
    .filter((f) => !f.endsWith('.br'))
    .map((f) => ({ file: relative(root, f), text: readFileSync(f, 'utf8') }));
  for (const rule of c.forbiddenInBuild) {
    const hits = builtTexts.filter((f) => f.text.includes(rule.text)).map((f) => f.file);
    console.log(`  ${rule.name}: ${hits.length === 0 ? 'ok' : `FOUND in ${hits.join(', ')}`}`);
    if (hits.length > 0) problems.push(`${rule.name} in the build: ${hits.join(', ')}`);
  }

  if (args.jsonOut) {
    writeFileSync(resolve(args.jsonOut), JSON.stringify({ firstVisit, routes: routeRows, problems }, null, 2));
  }

  console.log('');
  if (problems.length > 0) {
    console.error(`Size budgets FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  console.log(
    `Size budgets ok: first visit ${kb(firstVisit.gzipBytes)} of ${kb(c.firstVisitJsGzipBytes)} gzip; ${routeRows.length} route chunks within ${kb(c.routeChunkGzipBytes)}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
