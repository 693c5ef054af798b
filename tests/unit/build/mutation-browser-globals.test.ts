import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PluginKind } from '@stryker-mutator/api/plugin';
import {
  BROWSER_GLOBAL_REASON,
  isBrowserGlobalFallback,
  strykerPlugins,
  type GlobalsPath,
} from '../../../scripts/lib/mutation-browser-globals';

/** @babel/core (what Stryker parses and walks with) has no type declarations here: the parts used. */
interface Babel {
  parseSync(code: string, options: object): unknown;
  traverse(ast: unknown, visitors: { enter(path: GlobalsPath & { skip(): void }): void }): void;
}
const babel = createRequire(import.meta.url)('@babel/core') as Babel;

/** The text of each outermost node of `code` that the plugin ignores (Stryker ignores what is inside it too). */
function ignoredTexts(code: string): string[] {
  const ast = babel.parseSync(code, {
    filename: 'x.ts',
    babelrc: false,
    configFile: false,
    presets: [],
    plugins: [],
    parserOpts: { plugins: ['typescript'], allowReturnOutsideFunction: true },
  });
  const texts: string[] = [];
  babel.traverse(ast, {
    enter(path) {
      if (!isBrowserGlobalFallback(path)) return;
      const { start, end } = path.node as unknown as { start: number; end: number };
      texts.push(code.slice(start, end));
      path.skip();
    },
  });
  return texts;
}

describe('the browser-globals ignore-plugin', () => {
  it.each([
    ["const pageDocument = typeof document === 'undefined' ? null : document;", ["'undefined'", 'null']],
    ["const hasLocation = typeof location !== 'undefined';", ["'undefined'"]],
    ["const pageUrl = () => (typeof location === 'undefined' ? '' : location.href);", ["'undefined'", "''"]],
    ["return 'undefined' !== typeof localStorage ? localStorage : null;", ["'undefined'", 'null']],
    ["const doFetch = typeof fetch === 'undefined' ? null : fetch;", ["'undefined'", 'null']],
  ])("ignores the 'undefined' and the outside-a-browser fallback of %s, not the check", (code, ignored) => {
    expect(ignoredTexts(code)).toEqual(ignored);
  });

  it.each([
    // Another value, another comparison, a property's type: nothing.
    ["const shell = typeof value === 'undefined' ? null : value;", []],
    ["if (typeof document === 'object') start();", []],
    ["const title = typeof document.title === 'string' ? document.title : '';", []],
    // The branch a browser takes stays mutated.
    ["const kind = typeof window !== 'undefined' ? pageKind() : 'server';", ["'undefined'", "'server'"]],
  ])('leaves everything else of %s', (code, ignored) => {
    expect(ignoredTexts(code)).toEqual(ignored);
  });

  it('is registered with Stryker as the ignorer "browser-globals", giving its reason', () => {
    const [plugin] = strykerPlugins;
    expect(plugin).toMatchObject({ kind: PluginKind.Ignore, name: 'browser-globals' });
    expect(BROWSER_GLOBAL_REASON).toMatch(/browser/);
  });
});
