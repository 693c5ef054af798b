/**
 * Help center, tickets and uploads on the local API: content in five languages, "Did this help?"
 * once per question, each form's rules (SPEC §5), the moderation list, idempotency keys under 50
 * parallel repeats, magic-byte checks of uploads and the ban as the server states it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { getBanStatus, getHelpCategories, getHelpQuestion, listTickets, replyTicket, submitTicket, uploadImage, voteHelpQuestion, type SubmitTicketRequest } from '../../src/api/contract/help';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, refusal, startInProcess, type ApiClient } from './support';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-help-'));
const t = startInProcess({ env: { TALKIE_API_DATA_DIR: dataDir } });
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.control.reset();
});

async function viewer(): Promise<ApiClient> {
  const client = t.newClient();
  await loginAs(client, 'viewer');
  return client;
}

const key = () => randomUUID();
const ticket = (over: Partial<SubmitTicketRequest>): SubmitTicketRequest => ({ kind: 'feedback', idempotency_key: key(), topic: 'bug', description: 'The chat froze.', ...over });
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');

describe('help center', () => {
  it('has the same categories and questions in all five languages, each in its own words', async () => {
    const client = t.newClient();
    const titles = new Set<string>();
    for (const locale of ['en', 'zh', 'es', 'pt', 'ja'] as const) {
      const data = await client.call(getHelpCategories, { locale });
      expect(data.locale).toBe(locale);
      expect(data.categories.map((c) => c.category_id)).toEqual(['1', '2', '3']);
      expect(data.categories.flatMap((c) => c.questions.map((q) => q.question_id))).toEqual(['11', '12', '21', '22', '31', '32']);
      titles.add(data.categories[0]?.title ?? '');
    }
    expect(titles.size).toBe(5);
  });

  it('answers a question with rich text and an unknown question with NotFound', async () => {
    const client = t.newClient();
    const q = await client.call(getHelpQuestion, { locale: 'zh', question_id: SeedIds.help.question });
    expect(q.blocks.map((b) => b.type)).toEqual(['p', 'ul', 'link']);
    expect(q.category_id).toBe('1');
    expect((await refusal(client.call(getHelpQuestion, { locale: 'en', question_id: SeedIds.help.unknownQuestion })))?.status_code).toBe(StatusCode.NotFound);
  });

  it('records "Did this help?" once per user and question', async () => {
    const client = await viewer();
    expect((await client.call(voteHelpQuestion, { question_id: '11', helpful: false })).vote).toBe('no');
    expect((await refusal(client.call(voteHelpQuestion, { question_id: '11', helpful: true })))?.status_code).toBe(HelpStatusCode.HelpVoteRepeated);
    expect((await client.call(getHelpQuestion, { locale: 'en', question_id: '11' })).vote).toBe('no');
  });
});

describe('tickets', () => {
  it('creates a feedback ticket the test API can read back', async () => {
    const client = await viewer();
    const data = await client.call(submitTicket, ticket({ contact_email: 'me@example.com' }));
    expect(data.created).toBe(true);
    const stored = await t.control.tickets({ kind: 'feedback' });
    expect(stored.count).toBe(1);
    expect(stored.tickets[0]?.fields.description).toBe('The chat froze.');
  });

  it.each([
    ['feedback without a topic', { topic: '' }, HelpStatusCode.TicketFieldInvalid, 'topic'],
    ['feedback without a description', { description: '  ' }, HelpStatusCode.TicketFieldInvalid, 'description'],
    ['feedback with a bad email', { contact_email: 'me at home' }, HelpStatusCode.TicketFieldInvalid, 'contact_email'],
    ['appeal without a classification', { kind: 'appeal', topic: '', reason: 'r' }, HelpStatusCode.TicketFieldInvalid, 'classification'],
    ['appeal without a reason', { kind: 'appeal', classification: 'card' }, HelpStatusCode.TicketFieldInvalid, 'reason'],
    ['report with a foreign link', { kind: 'report', link: 'https://example.com/share/chat?chat_id=a' }, HelpStatusCode.ReportLinkInvalid, 'link'],
    ['report with a link of ours without an id', { kind: 'report', link: 'https://talkie-ai.com/share/chat' }, HelpStatusCode.ReportLinkInvalid, 'link'],
    ['deletion without a reason', { kind: 'deletion' }, HelpStatusCode.TicketFieldInvalid, 'reason'],
    ['deletion for "other" without a description', { kind: 'deletion', reason: 'other', description: '' }, HelpStatusCode.TicketFieldInvalid, 'description'],
    ['a violating word', { description: 'I sell ForbiddenWord here' }, HelpStatusCode.ContentViolation, 'description'],
    ['a violating word in the reason', { kind: 'appeal', classification: 'story', reason: '这是违禁词' }, HelpStatusCode.ContentViolation, 'reason'],
  ] as const)('refuses %s and stores nothing', async (_name, over, code, field) => {
    const client = await viewer();
    const answer = await refusal(client.call(submitTicket, ticket(over as Partial<SubmitTicketRequest>)));
    expect(answer?.status_code).toBe(code);
    expect(answer?.status_msg).toContain(`"${field}"`);
    expect((await t.control.tickets()).count).toBe(0);
  });

  it('takes each form when filled as its rules say', async () => {
    const client = await viewer();
    await client.call(submitTicket, ticket({ kind: 'appeal', classification: 'character', reason: 'Removed by mistake', description: 'It is my own.', question: 'Why?' }));
    await client.call(submitTicket, ticket({ kind: 'report', link: 'https://h5.talkie-ai.com/share/chat?chat_id=chat_en', description: 'Copied.' }));
    await client.call(submitTicket, ticket({ kind: 'report', link: 'https://talkie-ai.com/share/memory/memory_en', description: 'Copied too.' }));
    await client.call(submitTicket, ticket({ kind: 'deletion', reason: 'privacy', description: '' }));
    expect((await t.control.tickets()).tickets.map((x) => x.kind)).toEqual(['appeal', 'report', 'report', 'deletion']);
  });

  it('takes a Chinese description of exactly 500 (250 characters) and refuses 501', async () => {
    const client = await viewer();
    await client.call(submitTicket, ticket({ kind: 'appeal', classification: 'memory', reason: 'r', description: '字'.repeat(250) }));
    const over = await refusal(client.call(submitTicket, ticket({ kind: 'appeal', classification: 'memory', reason: 'r', description: `${'字'.repeat(250)}a` })));
    expect(over?.status_code).toBe(HelpStatusCode.DescriptionTooLong);
  });

  it('makes one ticket of 50 parallel sends with the same key, and a new key with new content makes a second', async () => {
    const client = await viewer();
    const body = ticket({});
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.call(submitTicket, body)));
    expect(new Set(answers.map((a) => a.ticket_id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect((await t.control.tickets()).count).toBe(1);
    // The same content under a new key within minutes is a duplicate (TicketDuplicate, help-abuse.test.ts).
    await client.call(submitTicket, { ...body, idempotency_key: key(), description: `${body.description} And one more thing.` });
    expect((await t.control.tickets()).count).toBe(2);
  });

  it('keeps keys per user: the same key from two users is two tickets', async () => {
    const body = ticket({});
    await (await viewer()).call(submitTicket, body);
    const other = t.newClient();
    await loginAs(other, 'proMember');
    await other.call(submitTicket, body);
    expect((await t.control.tickets()).count).toBe(2);
  });

  it('lists past requests and answers a message as support would; an empty message is refused', async () => {
    const client = await viewer();
    const { ticket_id } = await client.call(submitTicket, ticket({}));
    const empty = await refusal(client.call(replyTicket, { ticket_id, content: '   ' }));
    expect(empty).toEqual({ status_code: HelpStatusCode.TicketMessageEmpty, status_msg: 'Please input the content and send' });
    const { ticket: after } = await client.call(replyTicket, { ticket_id, content: 'Still broken' });
    expect(after.status).toBe('replied');
    expect(after.messages.map((m) => m.sender)).toEqual(['user', 'support']);
    const { tickets } = await client.call(listTickets, { kind: 'feedback' });
    expect(tickets.map((x) => x.ticket_id)).toEqual([ticket_id]);
    const stranger = t.newClient();
    await loginAs(stranger, 'proMember');
    expect((await refusal(stranger.call(replyTicket, { ticket_id, content: 'hi' })))?.status_code).toBe(StatusCode.NotFound);
  });

  it('shows a banned account its ban and takes only a ban appeal from it', async () => {
    const client = await viewer();
    expect((await client.call(getBanStatus, {})).banned).toBe(false);
    await t.control.setUserStatus(SeedIds.users.viewer, 'banned');
    const ban = await client.call(getBanStatus, {});
    expect(ban.banned).toBe(true);
    expect((await refusal(client.call(submitTicket, ticket({}))))?.status_code).toBe(StatusCode.UserUnavailable);
    const appeal = await client.call(submitTicket, ticket({ kind: 'ban_appeal', reason: 'Not spam', description: 'I only shared my story.' }));
    expect(appeal.created).toBe(true);
  });
});

describe('uploads', () => {
  it('keeps a PNG and serves it back; the type comes from the bytes, not the name', async () => {
    const client = await viewer();
    const data = await client.call(uploadImage, { data_base64: PNG, file_name: 'photo.txt' });
    expect(data.mime).toBe('image/png');
    const file = new URL(data.url).pathname;
    const res = await t.api.fetch(new Request(`http://localhost${file}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toContain(file.split('/').pop());
  });

  it.each([
    ['a text file named .jpg', b64('hello, this is not an image'), HelpStatusCode.UploadNotImage],
    ['a HEIC photo', b64([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0]), HelpStatusCode.UploadHeic],
    ['an image over 2 MB', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024)]).toString('base64'), HelpStatusCode.UploadTooLarge],
  ])('refuses %s', async (_name, data, code) => {
    const client = await viewer();
    expect((await refusal(client.call(uploadImage, { data_base64: data, file_name: 'x.jpg' })))?.status_code).toBe(code);
  });
});
