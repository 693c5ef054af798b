/**
 * A Stryker ignore-plugin for the other kind of equivalent mutant that recurs across src/services: the parts
 * of a check for a browser global (`typeof document === 'undefined' ? null : document`) that only an import
 * outside a browser could tell apart. The page always runs in a browser, where every such global exists.
 *
 * Ignored, where `g` is one of BROWSER_GLOBALS:
 *   - the `'undefined'` of `typeof g === 'undefined'` / `!==` (either order): another text is never what
 *     typeof gives, so in a browser the check answers the same;
 *   - the branch of a `?:` that such a check picks when `g` is missing (the consequent after `=== 'undefined'`,
 *     the alternate after `!== 'undefined'`), which a browser never takes.
 * The check itself stays mutated: forcing it to "missing" (`true`, or `===` turned `!==`) changes what a browser
 * gets, so a test must see it.
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
  "browser-global fallback: the page always runs in a browser, where this global exists; only an import outside a browser takes this branch or tells 'undefined' from another text";

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

/** Whether the node at `path` is the `'undefined'` of a browser-global check or the fallback it picks outside a browser. */
export function isBrowserGlobalFallback(path: GlobalsPath): boolean {
  if (isUndefinedText(path.node) && globalCheck(path.parent) !== null) return true;
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
