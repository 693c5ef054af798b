/**
 * Writes docs/flows/<flow>.md and docs/flows/README.md from the machines (`npm run flows`), then renders
 * every statechart to docs/flows/svg/*.svg with Mermaid in Chromium (scripts/lib/flow-svgs.ts); without
 * the `mermaid` package it says so and leaves the pictures as they are.
 * With --check, writes nothing and exits 1 when the committed docs differ, or when a picture is stale or
 * missing while Mermaid is installed (`npm run flows:check`; no browser needed: each picture names the
 * hash of its source).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLOW_DOCS_DIR, flowDocFiles } from './flow-doc-files';
import { chartsOfPage, FLOW_SVG_DIR, hashLine, mermaidBundle, renderCharts } from '../../../../scripts/lib/flow-svgs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const check = process.argv.includes('--check');
const files = flowDocFiles();
const dir = join(root, FLOW_DOCS_DIR);
const svgDir = join(root, FLOW_SVG_DIR);
const listed = (folder: string, ext: string, prefix: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith(ext))
        .map((f) => `${prefix}/${f}`)
    : [];
const stale = listed(dir, '.md', FLOW_DOCS_DIR).filter((f) => !files.has(f));
const charts = [...files]
  .filter(([path]) => !path.endsWith('README.md'))
  .flatMap(([path, markdown]) => chartsOfPage(path.slice(FLOW_DOCS_DIR.length + 1, -'.md'.length), markdown));
const chartPaths = new Set(charts.map((c) => c.path));
const staleSvgs = listed(svgDir, '.svg', FLOW_SVG_DIR).filter((f) => !chartPaths.has(f));
const bundle = mermaidBundle();

if (check) {
  const differing = [...files].filter(([path, content]) => {
    const full = join(root, path);
    return !existsSync(full) || readFileSync(full, 'utf8') !== content;
  });
  const pictures = charts.filter((c) => {
    const full = join(root, c.path);
    return !existsSync(full) || !readFileSync(full, 'utf8').startsWith(hashLine(c.source));
  });
  for (const [path] of differing) console.error(`out of date: ${path}`);
  for (const path of stale) console.error(`no longer generated: ${path}`);
  for (const path of staleSvgs) console.error(`no longer generated: ${path}`);
  const picturesFail = pictures.length > 0 && bundle !== null;
  if (pictures.length) {
    const say = picturesFail ? console.error : console.warn;
    for (const c of pictures) say(`picture ${existsSync(join(root, c.path)) ? 'out of date' : 'missing'}: ${c.path}`);
    if (!bundle) console.warn('(the mermaid package is not installed, so the pictures are not checked strictly)');
  }
  if (differing.length || stale.length || staleSvgs.length || picturesFail) {
    console.error('Run `npm run flows` and commit the result.');
    process.exit(1);
  }
  console.info(`docs/flows is up to date (${files.size} files, ${charts.length} statecharts).`);
} else {
  mkdirSync(dir, { recursive: true });
  for (const [path, content] of files) writeFileSync(join(root, path), content);
  for (const path of [...stale, ...staleSvgs]) unlinkSync(join(root, path));
  console.info(
    `wrote ${files.size} files to ${FLOW_DOCS_DIR}${stale.length + staleSvgs.length ? `, removed ${stale.length + staleSvgs.length}` : ''}`,
  );
  if (!bundle) {
    console.warn('The mermaid package is not installed: the SVG pictures in docs/flows/svg were not rendered.');
  } else {
    // Only the charts whose source changed are rendered again.
    const todo = charts.filter((c) => {
      const full = join(root, c.path);
      return !existsSync(full) || !readFileSync(full, 'utf8').startsWith(hashLine(c.source));
    });
    mkdirSync(svgDir, { recursive: true });
    const rendered = todo.length ? await renderCharts(todo, bundle) : [];
    for (const r of rendered) writeFileSync(join(root, r.path), r.svg);
    const sizes = rendered.map((r) => `  ${r.path}: ${r.width} × ${r.height} px`);
    console.info(
      `rendered ${rendered.length} of ${charts.length} statecharts to ${FLOW_SVG_DIR}${sizes.length ? `\n${sizes.join('\n')}` : ''}`,
    );
  }
}
