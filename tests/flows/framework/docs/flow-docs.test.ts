import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_DOCS_DIR, flowDocFiles } from './flow-doc-files';

const root = join(import.meta.dirname, '..', '..', '..', '..');

describe('docs/flows', () => {
  // Generated inside the tests, so a machine the docs cannot be generated from fails them.
  let generated: Map<string, string> | null = null;
  const files = (): Map<string, string> => (generated ??= flowDocFiles());
  const committed = readdirSync(join(root, FLOW_DOCS_DIR))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `${FLOW_DOCS_DIR}/${f}`);

  it('generates exactly the committed pages', () => {
    expect([...files().keys()].sort()).toEqual(committed.sort());
  });

  it.each(committed)('%s matches what the machines generate (run `npm run flows`)', (path) => {
    const full = join(root, path);
    expect(existsSync(full), `${path} is missing`).toBe(true);
    expect(readFileSync(full, 'utf8')).toBe(files().get(path));
  });

  it('every flow page has a statechart and a QA plan', () => {
    for (const [path, content] of files()) {
      if (path.endsWith('README.md')) continue;
      expect(content).toContain('```mermaid\nstateDiagram-v2');
      expect(content).toMatch(/## QA plan \(\d+ paths\)/);
    }
  });
});
