// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowDocFiles } from '@machines/testing/flow-doc-files';

const root = join(import.meta.dirname, '..', '..');

describe('docs/flows', () => {
  const files = flowDocFiles();

  it.each([...files.keys()])('%s matches what the machines generate (run `npm run flows`)', (path) => {
    const full = join(root, path);
    expect(existsSync(full), `${path} is missing`).toBe(true);
    expect(readFileSync(full, 'utf8')).toBe(files.get(path));
  });

  it('every flow page has a statechart and a QA plan', () => {
    for (const [path, content] of files) {
      if (path.endsWith('README.md')) continue;
      expect(content).toContain('```mermaid\nstateDiagram-v2');
      expect(content).toMatch(/## QA plan \(\d+ paths\)/);
    }
  });
});
