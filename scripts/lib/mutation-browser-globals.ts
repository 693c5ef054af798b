/**
 * A Stryker ignore-plugin for the other kind of equivalent mutant that recurs across src/services: a check
 * for a browser global (`typeof document === 'undefined'`) and the fallback it picks outside a browser. The
 * page always runs in a browser, where every such global exists, so only a module imported outside one (a
 * server-side import that never reaches the code) could tell a changed check or fallback apart.
 *
 * Ignored:
 *   - `typeof g === 'undefined'` and `typeof g !== 'undefined'` (either order) where `g` is one of
 *     BROWSER_GLOBALS, with everything inside it;
 *   - the branch of a `?:` that such a check picks when `g` is missing (the consequent after `=== 'undefined'`,
 *     the alternate after `!== 'undefined'`). The branch a browser takes is still mutated.
 *
 * Registered in scripts/mutation.ts (`ignorers: ['browser-globals']`) through
 * scripts/lib/mutation-browser-globals-plugin.mjs, which loads this file in Stryker's worker processes too.
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';
import type { Ignorer, NodePath } from '@stryker-mutator/api/ignore';

/** The parts of a Babel node this plugin reads. */
interface SyntaxNode {
  type: string;
  name?: string;
  value?: unknown;
  operator?: string;
  left?: SyntaxNode;
  right?: SyntaxNode;
  argument?: SyntaxNode;
  test?: SyntaxNode;
}

/** The parts of a Babel NodePath this plugin reads (Stryker passes a @babel/traverse NodePath). */
export interface GlobalsPath {
  node: SyntaxNode;
  parent?: SyntaxNode | null;
  key?: string | number | null;
}

export const BROWSER_GLOBAL_REASON =
  'browser-global fallback: the page always runs in a browser, where this global exists; only an import outside a browser takes the other branch';

/** Globals every engine the page runs in defines. */
const BROWSER_GLOBALS = new Set(['document', 'location', 'localStorage', 'fetch', 'window', 'navigator']);

const isTypeofGlobal = (node: SyntaxNode | undefined): boolean =>
  node?.type === 'UnaryExpression' &&
  node.operator === 'typeof' &&
  node.argument?.type === 'Identifier' &&
  BROWSER_GLOBALS.has(node.argument.name ?? '');

const isUndefinedText = (node: SyntaxNode | undefined): boolean =>
  node?.type === 'StringLiteral' && node.value === 'undefined';

/** For `typeof g === 'undefined'` (or `!==`) of a browser global: whether it is true when `g` is missing. */
function globalCheck(node: SyntaxNode | null | undefined): 'missing' | 'present' | null {
  if (node?.type !== 'BinaryExpression' || (node.operator !== '===' && node.operator !== '!==')) return null;
  const { left, right } = node;
  const matches = (isTypeofGlobal(left) && isUndefinedText(right)) || (isTypeofGlobal(right) && isUndefinedText(left));
  if (!matches) return null;
  return node.operator === '===' ? 'missing' : 'present';
}

/** Whether the node at `path` is a browser-global check or the fallback it picks outside a browser. */
export function isBrowserGlobalFallback(path: GlobalsPath): boolean {
  if (globalCheck(path.node) !== null) return true;
  if (path.parent?.type !== 'ConditionalExpression') return false;
  const check = globalCheck(path.parent.test);
  return (check === 'missing' && path.key === 'consequent') || (check === 'present' && path.key === 'alternate');
}

export class BrowserGlobalIgnorer implements Ignorer {
  shouldIgnore(path: NodePath): string | undefined {
    return isBrowserGlobalFallback(path as GlobalsPath) ? BROWSER_GLOBAL_REASON : undefined;
  }
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'browser-globals', new BrowserGlobalIgnorer())];
