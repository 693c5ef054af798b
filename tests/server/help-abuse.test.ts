/**
 * The help area against abuse: a ticket's images are uploads of the same account (never free URLs),
 * uploads no ticket names are removed after a day, and uploads and tickets have quotas per account,
 * per address and against duplicates (server/README.md "Quotas").
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listTickets, replyTicket, submitTicket, uploadImage, type SubmitTicketRequest } from '../../src/api/contract/help';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { readServerConfig, TEST_MODE_IP_QUOTA } from '../../server/config';
import { loginAs, refusal, startInProcess, startListening, type ApiClient, type SeedAccount, type TestApi } from './support';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const DAY_MS = 24 * 60 * 60 * 1000;

const open: Array<{ t: TestApi; dir: string }> = [];
/** The servers' clock (their `now`) and the clients' signing clock, moved together by `later`. */
const clock = { ms: Date.now() };
const later = (ms: number): void => {
  clock.ms += ms;
};
afterEach(async () => {
  for (const { t, dir } of open.splice(0)) {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function server(env: Record<string, string> = {}): { t: TestApi; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-help-abuse-'));
  const t = startInProcess({ now: () => clock.ms, env: { TALKIE_API_DATA_DIR: dir, ...env } });
  open.push({ t, dir });
  return { t, dir };
}

async function listening(env: Record<string, string>): Promise<TestApi & { baseUrl: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-help-abuse-'));
  const t = await startListening({ now: () => clock.ms, env: { TALKIE_API_DATA_DIR: dir, ...env } });
  open.push({ t, dir });
  return t;
}

/** A signed-in client; the same device logs in again after the clock moved past its token's life. */
async function as(t: TestApi, who: SeedAccount | 'anonymous', device: string = randomUUID()): Promise<ApiClient> {
  const c = t.newClient({ now: () => Math.floor(clock.ms / 1000) });
  await loginAs(c, who, device);
  return c;
}

let n = 0;
const ticket = (over: Partial<SubmitTicketRequest> = {}): SubmitTicketRequest => ({
  kind: 'feedback',
  idempotency_key: randomUUID(),
  topic: 'bug',
  description: `The chat froze, time ${(n += 1)}.`,
  ...over,
});
const upload = (c: ApiClient) => c.call(uploadImage, { data_base64: PNG });
const filesIn = (dir: string): string[] => (fs.existsSync(path.join(dir, 'uploads')) ? fs.readdirSync(path.join(dir, 'uploads')) : []);

describe('a ticket’s images are uploads of the same account', () => {
  it('takes the URL upload/image answered, or its upload id, and answers them as this server’s URLs', async () => {
    const { t } = server();
    const c = await as(t, 'viewer');
    const first = await upload(c);
    const second = await upload(c);
    expect(first.url).toBe(`http://localhost/weaver/uploads/${first.upload_id}.png`);
    await c.call(submitTicket, ticket({ images: [first.url, second.upload_id] }));
    expect((await c.call(listTickets, { kind: 'feedback' })).tickets[0]?.images).toEqual([first.url, second.url]);
    expect((await t.control.tickets()).tickets[0]?.images).toEqual([first.upload_id, second.upload_id]);
  });

  it.each([
    ['a link-local metadata address', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['a foreign tracking pixel', 'https://tracker.example/pixel.gif?uid=42'],
    ['the control API', 'http://localhost/__control/tickets'],
    ['an upload URL on another host', `https://cdn.example/weaver/uploads/${'a'.repeat(32)}.png`],
    ['an upload that does not exist', `http://localhost/weaver/uploads/${'a'.repeat(32)}.png`],
    ['an id that does not exist', 'b'.repeat(32)],
  ])('refuses %s with ImageReferenceInvalid and stores nothing', async (_name, reference) => {
    const { t } = server();
    const c = await as(t, 'viewer');
    const mine = await upload(c);
    expect(await refusal(c.call(submitTicket, ticket({ images: [mine.url, reference] })))).toEqual({
      status_code: HelpStatusCode.ImageReferenceInvalid,
      status_msg: expect.stringMatching(/^invalid field "images": /) as string,
    });
    expect((await t.control.tickets()).count).toBe(0);
  });

  it('refuses someone else’s upload, by URL or by id', async () => {
    const { t } = server();
    const owner = await as(t, 'viewer');
    const other = await as(t, 'proMember');
    const theirs = await upload(owner);
    for (const reference of [theirs.url, theirs.upload_id]) {
      expect((await refusal(other.call(submitTicket, ticket({ images: [reference] }))))?.status_code).toBe(HelpStatusCode.ImageReferenceInvalid);
    }
    expect(await refusal(owner.call(submitTicket, ticket({ images: [theirs.upload_id] })))).toBeNull();
  });
});

describe('uploads no ticket names', () => {
  it('are removed, row and file, a day after they were made; those a ticket names stay', async () => {
    const { t, dir } = server();
    const c = await as(t, 'viewer');
    const attached = await upload(c);
    const abandoned = await upload(c);
    await c.call(submitTicket, ticket({ images: [attached.upload_id] }));
    expect(filesIn(dir)).toHaveLength(2);

    later(DAY_MS - 60_000);
    await loginAs(c, 'viewer');
    await upload(c);
    expect(filesIn(dir)).toHaveLength(3);
    later(61_000);
    await upload(c);
    expect(filesIn(dir).sort()).toEqual(expect.arrayContaining([`${attached.upload_id}.png`]));
    expect(filesIn(dir)).not.toContain(`${abandoned.upload_id}.png`);
    expect((await t.api.fetch(new Request(abandoned.url))).status).toBe(404);
    expect((await t.api.fetch(new Request(attached.url))).status).toBe(200);
    expect((await refusal(c.call(submitTicket, ticket({ images: [abandoned.upload_id] }))))?.status_code).toBe(HelpStatusCode.ImageReferenceInvalid);
    expect((await c.call(listTickets, { kind: 'feedback' })).tickets.at(-1)?.images).toEqual([attached.url]);
  });

  it('are also removed when a ticket is sent, and never when TALKIE_API_UPLOAD_UNATTACHED_TTL_S is 0', async () => {
    const { t, dir } = server();
    const c = await as(t, 'viewer');
    await upload(c);
    later(DAY_MS + 1000);
    await loginAs(c, 'viewer');
    await c.call(submitTicket, ticket());
    expect(filesIn(dir)).toEqual([]);

    const kept = server({ TALKIE_API_UPLOAD_UNATTACHED_TTL_S: '0' });
    const k = await as(kept.t, 'viewer');
    await upload(k);
    later(10 * DAY_MS);
    await loginAs(k, 'viewer');
    await upload(k);
    expect(filesIn(kept.dir)).toHaveLength(2);
  });
});

describe('quotas', () => {
  it('refuses an account’s upload over TALKIE_API_UPLOADS_PER_ACCOUNT within 24 hours, keeping no file; another account may, and so may it a day later', async () => {
    const { t, dir } = server({ TALKIE_API_UPLOADS_PER_ACCOUNT: '3' });
    const device = randomUUID();
    const c = await as(t, 'anonymous', device);
    for (let i = 0; i < 3; i += 1) await upload(c);
    expect(await refusal(upload(c))).toEqual({ status_code: HelpStatusCode.UploadQuotaExceeded, status_msg: 'at most 3 images per account within 24 hours' });
    expect(filesIn(dir)).toHaveLength(3);
    expect(await refusal(upload(await as(t, 'viewer')))).toBeNull();
    later(DAY_MS + 1000);
    await loginAs(c, 'anonymous', device);
    expect(await refusal(upload(c))).toBeNull();
  });

  it('refuses uploads from one address over TALKIE_API_UPLOADS_PER_IP, whichever account sends them', async () => {
    const t = await listening({ TALKIE_API_UPLOADS_PER_IP: '2' });
    const a = await as(t, 'viewer');
    const b = await as(t, 'proMember');
    await upload(a);
    await upload(b);
    expect(await refusal(upload(a))).toEqual({ status_code: HelpStatusCode.UploadQuotaExceeded, status_msg: 'at most 2 images per address within 24 hours' });
  });

  it('refuses an account’s ticket over TALKIE_API_TICKETS_PER_ACCOUNT, yet answers a repeat of a ticket it made', async () => {
    const { t } = server({ TALKIE_API_TICKETS_PER_ACCOUNT: '2' });
    const c = await as(t, 'viewer');
    const first = ticket();
    await c.call(submitTicket, first);
    await c.call(submitTicket, ticket());
    expect(await refusal(c.call(submitTicket, ticket()))).toEqual({ status_code: HelpStatusCode.TicketQuotaExceeded, status_msg: 'at most 2 requests per account within 24 hours' });
    expect(await c.call(submitTicket, first)).toMatchObject({ created: false });
    expect(await refusal(as(t, 'proMember').then((o) => o.call(submitTicket, ticket())))).toBeNull();
    later(DAY_MS + 1000);
    await loginAs(c, 'viewer');
    expect(await refusal(c.call(submitTicket, ticket()))).toBeNull();
  });

  it('refuses tickets from one address over TALKIE_API_TICKETS_PER_IP, whichever account sends them', async () => {
    const t = await listening({ TALKIE_API_TICKETS_PER_IP: '2' });
    const a = await as(t, 'viewer');
    const b = await as(t, 'proMember');
    await a.call(submitTicket, ticket());
    await b.call(submitTicket, ticket());
    expect(await refusal(b.call(submitTicket, ticket()))).toEqual({ status_code: HelpStatusCode.TicketQuotaExceeded, status_msg: 'at most 2 requests per address within 24 hours' });
  });

  it('refuses the same ticket under a new key within ten minutes, however its spaces and invisible characters differ', async () => {
    const { t } = server();
    const c = await as(t, 'viewer');
    const body = ticket({ description: 'The chat froze after the update.' });
    await c.call(submitTicket, body);
    for (const description of [body.description, 'The  chat froze after the\u200b update.', ' THE CHAT FROZE AFTER THE UPDATE. ', 'The chat froze\nafter the update.']) {
      expect(await refusal(c.call(submitTicket, { ...body, idempotency_key: randomUUID(), description })), description).toEqual({
        status_code: HelpStatusCode.TicketDuplicate,
        status_msg: 'the same request was sent a moment ago',
      });
    }
    // Another kind, another report link, another account, or ten minutes later: not a duplicate.
    expect(await refusal(c.call(submitTicket, { ...body, idempotency_key: randomUUID(), kind: 'ban_appeal', topic: '', reason: 'r' }))).toBeNull();
    const report = { kind: 'report', topic: '', description: 'A copy of my character.' } as const;
    await c.call(submitTicket, ticket({ ...report, link: 'https://talkie-ai.com/share/chat?chat_id=a' }));
    expect(await refusal(c.call(submitTicket, ticket({ ...report, link: 'https://talkie-ai.com/share/chat?chat_id=b' })))).toBeNull();
    expect(await refusal((await as(t, 'proMember')).call(submitTicket, { ...body, idempotency_key: randomUUID() }))).toBeNull();
    later(10 * 60 * 1000 + 1000);
    expect(await refusal(c.call(submitTicket, { ...body, idempotency_key: randomUUID() }))).toBeNull();
    expect((await t.control.tickets()).count).toBe(6);
  });

  it('50 identical tickets under new keys make one ticket', async () => {
    const { t } = server();
    const c = await as(t, 'anonymous');
    const body = ticket();
    const answers = await Promise.all(Array.from({ length: 50 }, () => refusal(c.call(submitTicket, { ...body, idempotency_key: randomUUID() }))));
    expect(answers.filter((a) => a === null)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a !== null).map((a) => a?.status_code))).toEqual(new Set([HelpStatusCode.TicketDuplicate]));
    expect((await t.control.tickets()).count).toBe(1);
  });

  it('has sensible defaults, far higher per address in test mode (all end-to-end tests come from 127.0.0.1), each settable', () => {
    expect(readServerConfig({})).toMatchObject({
      uploadsPerAccount: 30,
      uploadsPerIp: 100,
      ticketsPerAccount: 20,
      ticketsPerIp: 60,
      duplicateTicketWindowSeconds: 600,
      uploadUnattachedTtlSeconds: 86400,
    });
    expect(readServerConfig({ TALKIE_API_TEST_MODE: '1' })).toMatchObject({ uploadsPerAccount: 30, uploadsPerIp: TEST_MODE_IP_QUOTA, ticketsPerAccount: 20, ticketsPerIp: TEST_MODE_IP_QUOTA });
    expect(
      readServerConfig({
        TALKIE_API_TEST_MODE: '1',
        TALKIE_API_UPLOADS_PER_ACCOUNT: '1',
        TALKIE_API_UPLOADS_PER_IP: '2',
        TALKIE_API_TICKETS_PER_ACCOUNT: '3',
        TALKIE_API_TICKETS_PER_IP: '4',
        TALKIE_API_DUPLICATE_TICKET_WINDOW_S: '0',
        TALKIE_API_UPLOAD_UNATTACHED_TTL_S: '60',
      }),
    ).toMatchObject({ uploadsPerAccount: 1, uploadsPerIp: 2, ticketsPerAccount: 3, ticketsPerIp: 4, duplicateTicketWindowSeconds: 0, uploadUnattachedTtlSeconds: 60 });
    expect(() => readServerConfig({ TALKIE_API_TICKETS_PER_IP: '-1' })).toThrow('TALKIE_API_TICKETS_PER_IP');
  });

  it('0 turns a quota off', async () => {
    const { t } = server({ TALKIE_API_UPLOADS_PER_ACCOUNT: '0', TALKIE_API_TICKETS_PER_ACCOUNT: '0', TALKIE_API_DUPLICATE_TICKET_WINDOW_S: '0' });
    const c = await as(t, 'viewer');
    for (let i = 0; i < 35; i += 1) await upload(c);
    const body = ticket();
    for (let i = 0; i < 22; i += 1) await c.call(submitTicket, { ...body, idempotency_key: randomUUID() });
    expect((await t.control.tickets()).count).toBe(22);
  });
});

describe('messages to support', () => {
  const words = (i: number): string => `Message ${i}: ${'still waiting on my refund '.repeat(40)}`.slice(0, 1000);

  it('120 messages of 1,000 characters to one ticket at once: the first 10 are taken, the rest refused; an hour later more are', async () => {
    const { t } = server();
    const c = await as(t, 'viewer');
    const { ticket_id } = await c.call(submitTicket, ticket());
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => refusal(c.call(replyTicket, { ticket_id, content: words(i) }))));
    expect(answers.filter((a) => a === null)).toHaveLength(10);
    const refused = answers.filter((a) => a !== null);
    expect(new Set(refused.map((a) => a?.status_code))).toEqual(new Set([HelpStatusCode.TicketMessageQuotaExceeded]));
    expect(refused[0]?.status_msg).toBe('at most 10 messages per request within an hour');
    const thread = (await c.call(listTickets, { kind: 'feedback' })).tickets[0];
    expect(thread?.messages.filter((m) => m.sender === 'user')).toHaveLength(10);

    later(60 * 60 * 1000 + 1000);
    await loginAs(c, 'viewer');
    expect(await refusal(c.call(replyTicket, { ticket_id, content: 'Any news?' }))).toBeNull();
  });

  it('refuses an account’s 31st message within an hour across its requests; another account may write', async () => {
    const { t } = server({ TALKIE_API_TICKETS_PER_ACCOUNT: '0' });
    const c = await as(t, 'viewer');
    const tickets = [];
    for (let i = 0; i < 4; i += 1) tickets.push((await c.call(submitTicket, ticket())).ticket_id);
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await refusal(c.call(replyTicket, { ticket_id: tickets[i % 4]!, content: `Note ${i}` })));
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(null));
    expect(answers[30]).toEqual({ status_code: HelpStatusCode.TicketMessageQuotaExceeded, status_msg: 'at most 30 messages per account within an hour' });
    const other = await as(t, 'proMember');
    const theirs = (await other.call(submitTicket, ticket())).ticket_id;
    expect(await refusal(other.call(replyTicket, { ticket_id: theirs, content: 'Hello' }))).toBeNull();
  });

  it('has defaults of 10 per request and 30 per account an hour, each settable, 0 off', async () => {
    expect(readServerConfig({})).toMatchObject({ ticketMessagesPerTicketPerHour: 10, ticketMessagesPerAccountPerHour: 30 });
    expect(readServerConfig({ TALKIE_API_MESSAGES_PER_TICKET_PER_HOUR: '2', TALKIE_API_MESSAGES_PER_ACCOUNT_PER_HOUR: '3' })).toMatchObject({
      ticketMessagesPerTicketPerHour: 2,
      ticketMessagesPerAccountPerHour: 3,
    });
    const { t } = server({ TALKIE_API_MESSAGES_PER_TICKET_PER_HOUR: '0', TALKIE_API_MESSAGES_PER_ACCOUNT_PER_HOUR: '0' });
    const c = await as(t, 'viewer');
    const { ticket_id } = await c.call(submitTicket, ticket());
    for (let i = 0; i < 35; i += 1) expect(await refusal(c.call(replyTicket, { ticket_id, content: `Note ${i}` }))).toBeNull();
  });
});
