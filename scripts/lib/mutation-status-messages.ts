/**
 * A Stryker ignore-plugin for the one kind of equivalent mutant that recurs too often to mark line by line:
 * the wording of a refusal's message (status_msg). The contract is the status_code: pages show a
 * translated text chosen by the code and never show status_msg (SPEC §5 rejects with the base_resp; the
 * message is for logs and error reports), so a changed or emptied message is no behaviour a caller sees.
 *
 * Ignored: a string or template literal that is
 *   - the message argument of `new ApiError(code, '…')` / `new RecordRefusal(code, '…')`;
 *   - the message of the refusal helpers `fail(code, '…')`, `refused(code, '…')`, `refused('…')`,
 *     `invalid('…')`, `notFound('…')` (exactly these argument counts);
 *   - the value of a `status_msg: '…'` property, or of a `message: '…'` property in an object that also
 *     has a `code` or `status` (a refusal outcome such as `{ ok: false, code, message }`).
 * Everything inside such a literal (a template's `${…}`) is ignored with it. Anything else a message is
 * built from (a condition choosing between texts) is still mutated.
 *
 * Registered in scripts/mutation.ts (`ignorers: ['status-messages']`) through
 * scripts/lib/mutation-status-messages-plugin.mjs, which loads this file in Stryker's worker processes too.
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';
import type { Ignorer, NodePath } from '@stryker-mutator/api/ignore';

/** The parts of a Babel node this plugin reads. */
interface SyntaxNode {
  type: string;
  name?: string;
  value?: unknown;
  key?: SyntaxNode;
  callee?: SyntaxNode;
  arguments?: SyntaxNode[];
  properties?: SyntaxNode[];
}

/** The parts of a Babel NodePath this plugin reads (Stryker passes a @babel/traverse NodePath). */
export interface SyntaxPath {
  node: SyntaxNode;
  parent?: SyntaxNode | null;
  parentPath?: SyntaxPath | null;
  key?: string | number | null;
  listKey?: string | null;
}

export const STATUS_MESSAGE_REASON =
  'status_msg wording: pages choose their text by the status_code and never show status_msg (SPEC §5); the message is for logs and error reports';

/** Refusal constructors: the message is their second argument. */
const REFUSAL_CLASSES = new Set(['ApiError', 'RecordRefusal']);
/** Refusal helpers taking `(code, message)`. */
const TWO_ARGUMENT_HELPERS = new Set(['fail', 'refused']);
/** Refusal helpers taking `(message)`. */
const ONE_ARGUMENT_HELPERS = new Set(['invalid', 'notFound', 'refused']);

const propertyName = (node: SyntaxNode | undefined): string | undefined =>
  node?.type === 'Identifier'
    ? node.name
    : node?.type === 'StringLiteral' && typeof node.value === 'string'
      ? node.value
      : undefined;

function isMessageArgument(call: SyntaxNode, index: number): boolean {
  const callee = call.callee?.type === 'Identifier' ? call.callee.name : undefined;
  const count = call.arguments?.length ?? 0;
  if (callee === undefined) return false;
  if (call.type === 'NewExpression') return REFUSAL_CLASSES.has(callee) && index === 1;
  if (call.type !== 'CallExpression') return false;
  return (
    (TWO_ARGUMENT_HELPERS.has(callee) && count === 2 && index === 1) ||
    (ONE_ARGUMENT_HELPERS.has(callee) && count === 1 && index === 0)
  );
}

function isMessageProperty(property: SyntaxNode, object: SyntaxNode | null | undefined): boolean {
  const name = propertyName(property.key);
  if (name === 'status_msg') return true;
  if (name !== 'message' || object?.type !== 'ObjectExpression') return false;
  return (object.properties ?? []).some((sibling) => {
    const other = propertyName(sibling.key);
    return other === 'code' || other === 'status';
  });
}

/** Whether the node at `path` is the text of a refusal's message. */
export function isStatusMessage(path: SyntaxPath): boolean {
  const { node, parent } = path;
  if ((node.type !== 'StringLiteral' && node.type !== 'TemplateLiteral') || !parent) return false;
  if (path.listKey === 'arguments' && typeof path.key === 'number') return isMessageArgument(parent, path.key);
  if (parent.type === 'ObjectProperty' && path.key === 'value')
    return isMessageProperty(parent, path.parentPath?.parent);
  return false;
}

export class StatusMessageIgnorer implements Ignorer {
  shouldIgnore(path: NodePath): string | undefined {
    return isStatusMessage(path as SyntaxPath) ? STATUS_MESSAGE_REASON : undefined;
  }
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'status-messages', new StatusMessageIgnorer())];
