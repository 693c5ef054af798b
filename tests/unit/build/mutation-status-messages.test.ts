import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PluginKind } from '@stryker-mutator/api/plugin';
import {
  isStatusMessage,
  STATUS_MESSAGE_REASON,
  strykerPlugins,
  type SyntaxPath,
} from '../../../scripts/lib/mutation-status-messages';

/** @babel/core (what Stryker parses and walks with) has no type declarations here: the parts used. */
interface Babel {
  parseSync(code: string, options: object): unknown;
  traverse(ast: unknown, visitors: { enter(path: SyntaxPath): void }): void;
}
const babel = createRequire(import.meta.url)('@babel/core') as Babel;

/** The text of each string or template literal of `code` that the plugin ignores. */
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
      if (!isStatusMessage(path)) return;
      const { start, end } = path.node as unknown as { start: number; end: number };
      texts.push(code.slice(start, end));
    },
  });
  return texts;
}

describe('the status-messages ignore-plugin', () => {
  it.each([
    ["if (!row) throw new ApiError(StatusCode.NotFound, 'no such question');", "'no such question'"],
    ['throw new ApiError(StatusCode.NotFound, `${what} ${id} does not exist`);', '`${what} ${id} does not exist`'],
    [
      "if (!m) throw new RecordRefusal(StatusCode.InvalidParam, 'page_token is not one this server gave');",
      "'page_token is not one this server gave'",
    ],
    [
      "if (code === '') return fail(StatusCode.InviteCodeEmpty, 'enter an invitation code');",
      "'enter an invitation code'",
    ],
    ["return refused(StatusCode.ReceiptAlreadyRedeemed, 'was already redeemed');", "'was already redeemed'"],
    ["return invalid('refresh_token is malformed');", "'refresh_token is malformed'"],
    ["throw notFound('npc');", "'npc'"],
    ["return { ok: false, code: StatusCode.TokenMissing, message: 'x-token is required' };", "'x-token is required'"],
    [
      'return { ok: false, status: StatusCode.OrderClosed, message: `order is already ${order.status}` };',
      '`order is already ${order.status}`',
    ],
    [
      "return c.json({ base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such upload' } }, 404);",
      "'no such upload'",
    ],
  ])('ignores the message of %s', (code, message) => {
    expect(ignoredTexts(code)).toEqual([message]);
  });

  it.each([
    // The code, another argument, a condition choosing the text, other objects' texts.
    "if (row.kind !== 'physical') throw new ApiError(CampaignStatusCode.PrizeRecordInvalid, cond ? 'a' : 'b');",
    "return c.body(bytes, 200, { 'content-type': 'image/png', 'cache-control': 'public' });",
    "grantGems(db, userId, EASTER_EGG_GEMS, 'easter_egg', ctx.now);",
    "return fail(target, 'missing', 'tab', 'tab is required');",
    "queue.push({ name: 'RateLimited', message: 'reports refused by the rate limit' });",
    "throw new Error('no transport');",
  ])('leaves the other texts of %s', (code) => {
    expect(ignoredTexts(code)).toEqual([]);
  });

  it('is registered with Stryker as the ignorer "status-messages", giving its reason', () => {
    const [plugin] = strykerPlugins;
    expect(plugin).toMatchObject({ kind: PluginKind.Ignore, name: 'status-messages' });
    expect(STATUS_MESSAGE_REASON).toMatch(/status_code/);
  });
});
