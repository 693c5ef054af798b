// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import ts from 'typescript';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importCycles } from '../../../scripts/lib/import-cycles';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes the files into a fresh folder and returns the cycles among them. */
function cyclesOf(files: Record<string, string>): string[][] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const options: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    allowImportingTsExtensions: true,
    baseUrl: root,
    paths: { '@/*': ['src/*'] },
  };
  return importCycles(
    Object.keys(files).map((f) => path.join(root, f)),
    options,
    root,
  );
}

describe('import cycles among the project’s files', () => {
  it('finds a cycle made of type-only imports', () => {
    const cycles = cyclesOf({
      'src/a/index.ts': "import type { B } from './tracker';\nexport type A = B;\n",
      'src/a/tracker.ts': "import type { A } from './index';\nexport type B = { a?: A };\n",
    });
    expect(cycles).toEqual([['src/a/index.ts', 'src/a/tracker.ts']]);
  });

  it('follows path aliases and re-exports around a longer loop', () => {
    const cycles = cyclesOf({
      'src/x.ts': "export { y } from '@/y';\n",
      'src/y.ts': "import { z } from './z.ts';\nexport const y = z;\n",
      'src/z.ts': "import type { y } from '@/x';\nexport const z = 1 as unknown as typeof y;\n",
      'src/leaf.ts': "import { y } from '@/y';\nexport const leaf = y;\n",
    });
    expect(cycles).toEqual([['src/x.ts', 'src/y.ts', 'src/z.ts']]);
  });

  it('finds none where imports only go one way', () => {
    const cycles = cyclesOf({
      'src/a.ts': "import type { B } from './b';\nimport { c } from './c';\nexport type A = B | typeof c;\n",
      'src/b.ts': "import { c } from './c';\nexport type B = typeof c;\n",
      'src/c.ts': "import 'react';\nexport const c = 1;\n",
    });
    expect(cycles).toEqual([]);
  });
});
