/** Help calls at their edges, each test on its own API (routes mounted inside the test). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { getBanStatus, getHelpCategories, getHelpQuestion, replyTicket, submitTicket, uploadImage, voteHelpQuestion } from '../../src/api/contract/help';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { SeedIds } from '../../server/seed/ids';
import { SUPPORT_REPLY } from '../../server/services/tickets';
import { loginAs, startInProcess, type ApiClient, type TestApi } from './support';

const NOW = Date.UTC(2026, 3, 2, 9, 0, 0);

async function withApi(check: (t: TestApi, client: () => ApiClient) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-help-'));
  const t = startInProcess({ now: () => NOW, config: { dataDir } });
  try {
    await check(t, () => t.newClient({ now: () => Math.floor(NOW / 1000) }));
  } finally {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const feedback = (key: string) => ({ kind: 'feedback' as const, idempotency_key: key, topic: 'bug', description: 'The page froze.' });

describe('help questions', () => {
  it('fills every block’s missing fields with empty values, and has no vote for a visitor', () =>
    withApi(async (_t, client) => {
      const q = await client().call(getHelpQuestion, { locale: 'en', question_id: SeedIds.help.question });
      expect(q.vote).toBeNull();
      for (const block of q.blocks) {
        expect(typeof block.text).toBe('string');
        expect(Array.isArray(block.items)).toBe(true);
        expect(typeof block.href).toBe('string');
        expect(typeof block.src).toBe('string');
        expect(typeof block.alt).toBe('string');
      }
      const paragraph = q.blocks.find((b) => b.type === 'p');
      expect(paragraph).toMatchObject({ items: [], href: '', src: '', alt: '' });
      const list = q.blocks.find((b) => b.type === 'ul');
      expect(list).toMatchObject({ text: '', href: '', src: '', alt: '' });
    }));

  it('shows a signed-in reader the vote they gave, “yes” or “no”', () =>
    withApi(async (_t, client) => {
      const c = client();
      await loginAs(c, 'viewer');
      expect((await c.call(getHelpQuestion, { locale: 'en', question_id: SeedIds.help.question })).vote).toBeNull();
      await c.call(voteHelpQuestion, { question_id: SeedIds.help.question, helpful: true });
      expect((await c.call(getHelpQuestion, { locale: 'en', question_id: SeedIds.help.question })).vote).toBe('yes');
    }));

  it('refuses a vote on a question that does not exist', () =>
    withApi(async (_t, client) => {
      const c = client();
      await loginAs(c, 'viewer');
      expect(await c.statusOf(voteHelpQuestion, { question_id: SeedIds.help.unknownQuestion, helpful: true })).toBe(StatusCode.NotFound);
    }));
});

describe('tickets', () => {
  it('takes only a ban appeal from a banned account, and no deletion from an anonymous one', () =>
    withApi(async (t, client) => {
      const banned = client();
      await loginAs(banned, 'viewer');
      await t.control.setUserStatus(SeedIds.users.viewer, 'banned');
      expect(await banned.statusOf(submitTicket, feedback('key-banned-1'))).toBe(StatusCode.UserUnavailable);
      expect(await banned.statusOf(submitTicket, { kind: 'ban_appeal', idempotency_key: 'key-banned-2', reason: 'A mistake', description: 'Please look again.' })).toBe(0);
      const anonymous = client();
      await loginAs(anonymous, 'anonymous');
      expect(await anonymous.statusOf(submitTicket, { kind: 'deletion', idempotency_key: 'key-anon-01', reason: 'privacy' })).toBe(StatusCode.LoginRequired);
      expect(await anonymous.statusOf(submitTicket, feedback('key-anon-02'))).toBe(0);
    }));

  it('adds the user’s message and support’s answer 1 ms later, and refuses a blank one or another user’s ticket', () =>
    withApi(async (_t, client) => {
      const c = client();
      await loginAs(c, 'viewer');
      const { ticket_id } = await c.call(submitTicket, feedback('key-reply-01'));
      expect(await c.statusOf(replyTicket, { ticket_id, content: '  \n ' })).toBe(HelpStatusCode.TicketMessageEmpty);
      const { ticket } = await c.call(replyTicket, { ticket_id, content: '  Still frozen.  ' });
      expect(ticket.status).toBe('replied');
      expect(ticket.messages).toEqual([
        { sender: 'user', content: 'Still frozen.', sent_at_ms: NOW },
        { sender: 'support', content: SUPPORT_REPLY, sent_at_ms: NOW + 1 },
      ]);
      const other = client();
      await loginAs(other, 'proMember');
      expect(await other.statusOf(replyTicket, { ticket_id, content: 'hi' })).toBe(StatusCode.NotFound);
      expect(await c.statusOf(replyTicket, { ticket_id: 'tk_nope', content: 'hi' })).toBe(StatusCode.NotFound);
    }));

  it('refuses a reply with a moderated word and keeps the conversation as it was', () =>
    withApi(async (_t, client) => {
      const c = client();
      await loginAs(c, 'viewer');
      const { ticket_id } = await c.call(submitTicket, feedback('key-reply-02'));
      expect(await c.statusOf(replyTicket, { ticket_id, content: 'where is the FREE GEMS HACK?' })).toBe(HelpStatusCode.ContentViolation);
      const { ticket } = await c.call(replyTicket, { ticket_id, content: 'Still frozen.' });
      expect(ticket.messages.map((m) => m.content)).toEqual(['Still frozen.', SUPPORT_REPLY]);
    }));

  it('tells an account in good standing that it is not banned, with empty fields, and a banned one that it is', () =>
    withApi(async (t, client) => {
      const c = client();
      await loginAs(c, 'viewer');
      expect(await c.call(getBanStatus, {})).toEqual({ banned: false, reason: '', banned_at_ms: null, until_ms: null });
      await t.control.setUserStatus(SeedIds.users.viewer, 'banned');
      // Banned without a stated reason: the reason is empty, never missing.
      expect(await c.call(getBanStatus, {})).toMatchObject({ banned: true, reason: '' });
    }));
});

describe('help content in a language it lacks', () => {
  it('answers the English categories and questions, saying so', () =>
    withApi(async (t, client) => {
      t.api.deps.db.prepare("DELETE FROM help_questions WHERE locale = 'ja'").run();
      t.api.deps.db.prepare("DELETE FROM help_categories WHERE locale = 'ja'").run();
      const english = await client().call(getHelpCategories, { locale: 'en' });
      const asked = await client().call(getHelpCategories, { locale: 'ja' });
      expect(asked).toEqual(english);
      expect(asked.locale).toBe('en');
      const question = await client().call(getHelpQuestion, { locale: 'ja', question_id: SeedIds.help.question });
      expect(question.title).toBe((await client().call(getHelpQuestion, { locale: 'en', question_id: SeedIds.help.question })).title);
    }));
});

describe('uploaded pictures', () => {
  it('are served with their type, cached for good and never sniffed by the browser; an unknown one is 404', () =>
    withApi(async (t, client) => {
      const c = client();
      await loginAs(c, 'viewer');
      // A banned account may still attach pictures to its ban appeal.
      await t.control.setUserStatus(SeedIds.users.viewer, 'banned');
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      const { url, mime, bytes } = await c.call(uploadImage, { data_base64: png.toString('base64') });
      expect({ mime, bytes }).toEqual({ mime: 'image/png', bytes: png.length });
      const served = await t.api.fetch(new Request(url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
      const missing = await t.api.fetch(new Request(`http://localhost/weaver/uploads/${'0'.repeat(32)}.png`));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such upload' } });
    }));
});
