/**
 * Writes docs/flows/<flow>.md and docs/flows/README.md from the machines (`npm run flows`).
 * With --check, writes nothing and exits 1 when the committed docs differ (`npm run flows:check`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLOW_DOCS_DIR, flowDocFiles } from '../machines/testing/flow-doc-files';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const files = flowDocFiles();
const dir = join(root, FLOW_DOCS_DIR);
const stale = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => `${FLOW_DOCS_DIR}/${f}`)
      .filter((f) => !files.has(f))
  : [];

if (check) {
  const differing = [...files].filter(([path, content]) => {
    const full = join(root, path);
    return !existsSync(full) || readFileSync(full, 'utf8') !== content;
  });
  if (differing.length || stale.length) {
    for (const [path] of differing) console.error(`out of date: ${path}`);
    for (const path of stale) console.error(`no longer generated: ${path}`);
    console.error('Run `npm run flows` and commit the result.');
    process.exit(1);
  }
  console.info(`docs/flows is up to date (${files.size} files).`);
} else {
  mkdirSync(dir, { recursive: true });
  for (const [path, content] of files) writeFileSync(join(root, path), content);
  for (const path of stale) unlinkSync(join(root, path));
  console.info(`wrote ${files.size} files to ${FLOW_DOCS_DIR}${stale.length ? `, removed ${stale.length}` : ''}`);
}
