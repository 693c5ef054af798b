/**
 * Help center, tickets and uploads on the local API: content in five languages, "Did this help?"
 * once per question, each form's rules (SPEC §5), the moderation list, idempotency keys under 50
 * parallel repeats, magic-byte checks of uploads and the ban as the server states it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, afterEach } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import {
  getBanStatus,
  getHelpCategories,
  getHelpQuestion,
  listTickets,
  replyTicket,
  submitTicket,
  uploadImage,
  voteHelpQuestion,
  type SubmitTicketRequest,
} from '../../src/api/contract/help';
import { SeedIds } from '../../server/seed/ids';
import {
  loginAs,
  refusal,
  startInProcess,
  type ApiClient,
  startListening,
  type SeedAccount,
  type TestApi,
} from './support';
import { readServerConfig, TEST_MODE_IP_QUOTA } from '../../server/config';
import { SUPPORT_REPLY } from '../../server/services/tickets';

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
const ticket = (over: Partial<SubmitTicketRequest>): SubmitTicketRequest => ({
  kind: 'feedback',
  idempotency_key: key(),
  topic: 'bug',
  description: 'The chat froze.',
  ...over,
});
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const b64 = (bytes: number[] | string) =>
  Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');

describe('help center', () => {
  it('has the same categories and questions in all five languages, each in its own words', async () => {
    const client = t.newClient();
    const titles = new Set<string>();
    for (const locale of ['en', 'zh', 'es', 'pt', 'ja'] as const) {
      const data = await client.call(getHelpCategories, { locale });
      expect(data.locale).toBe(locale);
      expect(data.categories.map((c) => c.category_id)).toEqual(['1', '2', '3']);
      expect(data.categories.flatMap((c) => c.questions.map((q) => q.question_id))).toEqual([
        '11',
        '12',
        '21',
        '22',
        '31',
        '32',
      ]);
      titles.add(data.categories[0]?.title ?? '');
    }
    expect(titles.size).toBe(5);
  });

  it('answers a question with rich text and an unknown question with NotFound', async () => {
    const client = t.newClient();
    const q = await client.call(getHelpQuestion, { locale: 'zh', question_id: SeedIds.help.question });
    expect(q.blocks.map((b) => b.type)).toEqual(['p', 'ul', 'link']);
    expect(q.category_id).toBe('1');
    expect(
      (await refusal(client.call(getHelpQuestion, { locale: 'en', question_id: SeedIds.help.unknownQuestion })))
        ?.status_code,
    ).toBe(StatusCode.NotFound);
  });

  it('records "Did this help?" once per user and question', async () => {
    const client = await viewer();
    expect((await client.call(voteHelpQuestion, { question_id: '11', helpful: false })).vote).toBe('no');
    expect((await refusal(client.call(voteHelpQuestion, { question_id: '11', helpful: true })))?.status_code).toBe(
      HelpStatusCode.HelpVoteRepeated,
    );
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
    [
      'appeal without a classification',
      { kind: 'appeal', topic: '', reason: 'r' },
      HelpStatusCode.TicketFieldInvalid,
      'classification',
    ],
    [
      'appeal without a reason',
      { kind: 'appeal', classification: 'card' },
      HelpStatusCode.TicketFieldInvalid,
      'reason',
    ],
    [
      'report with a foreign link',
      { kind: 'report', link: 'https://example.com/share/chat?chat_id=a' },
      HelpStatusCode.ReportLinkInvalid,
      'link',
    ],
    [
      'report with a link of ours without an id',
      { kind: 'report', link: 'https://talkie-ai.com/share/chat' },
      HelpStatusCode.ReportLinkInvalid,
      'link',
    ],
    ['deletion without a reason', { kind: 'deletion' }, HelpStatusCode.TicketFieldInvalid, 'reason'],
    [
      'deletion for "other" without a description',
      { kind: 'deletion', reason: 'other', description: '' },
      HelpStatusCode.TicketFieldInvalid,
      'description',
    ],
    ['a violating word', { description: 'I sell ForbiddenWord here' }, HelpStatusCode.ContentViolation, 'description'],
    [
      'a violating word in the reason',
      { kind: 'appeal', classification: 'story', reason: '这是违禁词' },
      HelpStatusCode.ContentViolation,
      'reason',
    ],
  ] as const)('refuses %s and stores nothing', async (_name, over, code, field) => {
    const client = await viewer();
    const answer = await refusal(client.call(submitTicket, ticket(over as Partial<SubmitTicketRequest>)));
    expect(answer?.status_code).toBe(code);
    expect(answer?.status_msg).toContain(`"${field}"`);
    expect((await t.control.tickets()).count).toBe(0);
  });

  it('takes each form when filled as its rules say', async () => {
    const client = await viewer();
    await client.call(
      submitTicket,
      ticket({
        kind: 'appeal',
        classification: 'character',
        reason: 'Removed by mistake',
        description: 'It is my own.',
        question: 'Why?',
      }),
    );
    await client.call(
      submitTicket,
      ticket({ kind: 'report', link: 'https://h5.talkie-ai.com/share/chat?chat_id=chat_en', description: 'Copied.' }),
    );
    await client.call(
      submitTicket,
      ticket({ kind: 'report', link: 'https://talkie-ai.com/share/memory/memory_en', description: 'Copied too.' }),
    );
    await client.call(submitTicket, ticket({ kind: 'deletion', reason: 'privacy', description: '' }));
    expect((await t.control.tickets()).tickets.map((x) => x.kind)).toEqual(['appeal', 'report', 'report', 'deletion']);
  });

  it('takes a Chinese description of exactly 500 (250 characters) and refuses 501', async () => {
    const client = await viewer();
    await client.call(
      submitTicket,
      ticket({ kind: 'appeal', classification: 'memory', reason: 'r', description: '字'.repeat(250) }),
    );
    const over = await refusal(
      client.call(
        submitTicket,
        ticket({ kind: 'appeal', classification: 'memory', reason: 'r', description: `${'字'.repeat(250)}a` }),
      ),
    );
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
    await client.call(submitTicket, {
      ...body,
      idempotency_key: key(),
      description: `${body.description} And one more thing.`,
    });
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
    expect(empty).toEqual({
      status_code: HelpStatusCode.TicketMessageEmpty,
      status_msg: 'Please input the content and send',
    });
    const { ticket: after } = await client.call(replyTicket, { ticket_id, content: 'Still broken' });
    expect(after.status).toBe('replied');
    expect(after.messages.map((m) => m.sender)).toEqual(['user', 'support']);
    const { tickets } = await client.call(listTickets, { kind: 'feedback' });
    expect(tickets.map((x) => x.ticket_id)).toEqual([ticket_id]);
    const stranger = t.newClient();
    await loginAs(stranger, 'proMember');
    expect((await refusal(stranger.call(replyTicket, { ticket_id, content: 'hi' })))?.status_code).toBe(
      StatusCode.NotFound,
    );
  });

  it('shows a banned account its ban and takes only a ban appeal from it', async () => {
    const client = await viewer();
    expect((await client.call(getBanStatus, {})).banned).toBe(false);
    await t.control.setUserStatus(SeedIds.users.viewer, 'banned');
    const ban = await client.call(getBanStatus, {});
    expect(ban.banned).toBe(true);
    expect((await refusal(client.call(submitTicket, ticket({}))))?.status_code).toBe(StatusCode.UserUnavailable);
    const appeal = await client.call(
      submitTicket,
      ticket({ kind: 'ban_appeal', reason: 'Not spam', description: 'I only shared my story.' }),
    );
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
    [
      'an image over 2 MB',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024)]).toString('base64'),
      HelpStatusCode.UploadTooLarge,
    ],
  ])('refuses %s', async (_name, data, code) => {
    const client = await viewer();
    expect((await refusal(client.call(uploadImage, { data_base64: data, file_name: 'x.jpg' })))?.status_code).toBe(
      code,
    );
  });
});

/**
 * The help area against abuse: a ticket's images are uploads of the same account (never free URLs),
 * uploads no ticket names are removed after a day, and uploads and tickets have quotas per account,
 * per address and against duplicates (server/README.md "Quotas").
 */
describe('help abuse', () => {
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
  const filesIn = (dir: string): string[] =>
    fs.existsSync(path.join(dir, 'uploads')) ? fs.readdirSync(path.join(dir, 'uploads')) : [];

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
        expect((await refusal(other.call(submitTicket, ticket({ images: [reference] }))))?.status_code).toBe(
          HelpStatusCode.ImageReferenceInvalid,
        );
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
      expect((await refusal(c.call(submitTicket, ticket({ images: [abandoned.upload_id] }))))?.status_code).toBe(
        HelpStatusCode.ImageReferenceInvalid,
      );
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
      expect(await refusal(upload(c))).toEqual({
        status_code: HelpStatusCode.UploadQuotaExceeded,
        status_msg: 'at most 3 images per account within 24 hours',
      });
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
      expect(await refusal(upload(a))).toEqual({
        status_code: HelpStatusCode.UploadQuotaExceeded,
        status_msg: 'at most 2 images per address within 24 hours',
      });
    });

    it('refuses an account’s ticket over TALKIE_API_TICKETS_PER_ACCOUNT, yet answers a repeat of a ticket it made', async () => {
      const { t } = server({ TALKIE_API_TICKETS_PER_ACCOUNT: '2' });
      const c = await as(t, 'viewer');
      const first = ticket();
      await c.call(submitTicket, first);
      await c.call(submitTicket, ticket());
      expect(await refusal(c.call(submitTicket, ticket()))).toEqual({
        status_code: HelpStatusCode.TicketQuotaExceeded,
        status_msg: 'at most 2 requests per account within 24 hours',
      });
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
      expect(await refusal(b.call(submitTicket, ticket()))).toEqual({
        status_code: HelpStatusCode.TicketQuotaExceeded,
        status_msg: 'at most 2 requests per address within 24 hours',
      });
    });

    it('refuses the same ticket under a new key within ten minutes, however its spaces and invisible characters differ', async () => {
      const { t } = server();
      const c = await as(t, 'viewer');
      const body = ticket({ description: 'The chat froze after the update.' });
      await c.call(submitTicket, body);
      for (const description of [
        body.description,
        'The  chat froze after the\u200b update.',
        ' THE CHAT FROZE AFTER THE UPDATE. ',
        'The chat froze\nafter the update.',
      ]) {
        expect(
          await refusal(c.call(submitTicket, { ...body, idempotency_key: randomUUID(), description })),
          description,
        ).toEqual({
          status_code: HelpStatusCode.TicketDuplicate,
          status_msg: 'the same request was sent a moment ago',
        });
      }
      // Another kind, another report link, another account, or ten minutes later: not a duplicate.
      expect(
        await refusal(
          c.call(submitTicket, { ...body, idempotency_key: randomUUID(), kind: 'ban_appeal', topic: '', reason: 'r' }),
        ),
      ).toBeNull();
      const report = { kind: 'report', topic: '', description: 'A copy of my character.' } as const;
      await c.call(submitTicket, ticket({ ...report, link: 'https://talkie-ai.com/share/chat?chat_id=a' }));
      expect(
        await refusal(c.call(submitTicket, ticket({ ...report, link: 'https://talkie-ai.com/share/chat?chat_id=b' }))),
      ).toBeNull();
      expect(
        await refusal((await as(t, 'proMember')).call(submitTicket, { ...body, idempotency_key: randomUUID() })),
      ).toBeNull();
      later(10 * 60 * 1000 + 1000);
      expect(await refusal(c.call(submitTicket, { ...body, idempotency_key: randomUUID() }))).toBeNull();
      expect((await t.control.tickets()).count).toBe(6);
    });

    it('50 identical tickets under new keys make one ticket', async () => {
      const { t } = server();
      const c = await as(t, 'anonymous');
      const body = ticket();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => refusal(c.call(submitTicket, { ...body, idempotency_key: randomUUID() }))),
      );
      expect(answers.filter((a) => a === null)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a !== null).map((a) => a?.status_code))).toEqual(
        new Set([HelpStatusCode.TicketDuplicate]),
      );
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
      expect(readServerConfig({ TALKIE_API_TEST_MODE: '1' })).toMatchObject({
        uploadsPerAccount: 30,
        uploadsPerIp: TEST_MODE_IP_QUOTA,
        ticketsPerAccount: 20,
        ticketsPerIp: TEST_MODE_IP_QUOTA,
      });
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
      ).toMatchObject({
        uploadsPerAccount: 1,
        uploadsPerIp: 2,
        ticketsPerAccount: 3,
        ticketsPerIp: 4,
        duplicateTicketWindowSeconds: 0,
        uploadUnattachedTtlSeconds: 60,
      });
      expect(() => readServerConfig({ TALKIE_API_TICKETS_PER_IP: '-1' })).toThrow('TALKIE_API_TICKETS_PER_IP');
    });

    it('0 turns a quota off', async () => {
      const { t } = server({
        TALKIE_API_UPLOADS_PER_ACCOUNT: '0',
        TALKIE_API_TICKETS_PER_ACCOUNT: '0',
        TALKIE_API_DUPLICATE_TICKET_WINDOW_S: '0',
      });
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
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) => refusal(c.call(replyTicket, { ticket_id, content: words(i) }))),
      );
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
      for (let i = 0; i < 40; i += 1)
        answers.push(await refusal(c.call(replyTicket, { ticket_id: tickets[i % 4]!, content: `Note ${i}` })));
      expect(answers.slice(0, 30)).toEqual(Array(30).fill(null));
      expect(answers[30]).toEqual({
        status_code: HelpStatusCode.TicketMessageQuotaExceeded,
        status_msg: 'at most 30 messages per account within an hour',
      });
      const other = await as(t, 'proMember');
      const theirs = (await other.call(submitTicket, ticket())).ticket_id;
      expect(await refusal(other.call(replyTicket, { ticket_id: theirs, content: 'Hello' }))).toBeNull();
    });

    it('has defaults of 10 per request and 30 per account an hour, each settable, 0 off', async () => {
      expect(readServerConfig({})).toMatchObject({
        ticketMessagesPerTicketPerHour: 10,
        ticketMessagesPerAccountPerHour: 30,
      });
      expect(
        readServerConfig({
          TALKIE_API_MESSAGES_PER_TICKET_PER_HOUR: '2',
          TALKIE_API_MESSAGES_PER_ACCOUNT_PER_HOUR: '3',
        }),
      ).toMatchObject({
        ticketMessagesPerTicketPerHour: 2,
        ticketMessagesPerAccountPerHour: 3,
      });
      const { t } = server({
        TALKIE_API_MESSAGES_PER_TICKET_PER_HOUR: '0',
        TALKIE_API_MESSAGES_PER_ACCOUNT_PER_HOUR: '0',
      });
      const c = await as(t, 'viewer');
      const { ticket_id } = await c.call(submitTicket, ticket());
      for (let i = 0; i < 35; i += 1)
        expect(await refusal(c.call(replyTicket, { ticket_id, content: `Note ${i}` }))).toBeNull();
    });
  });
});

/** Help calls at their edges, each test on its own API (routes mounted inside the test). */
describe('help edges', () => {
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
  const feedback = (key: string) => ({
    kind: 'feedback' as const,
    idempotency_key: key,
    topic: 'bug',
    description: 'The page froze.',
  });

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
        expect(await c.statusOf(voteHelpQuestion, { question_id: SeedIds.help.unknownQuestion, helpful: true })).toBe(
          StatusCode.NotFound,
        );
      }));
  });

  describe('tickets', () => {
    it('takes only a ban appeal from a banned account, and no deletion from an anonymous one', () =>
      withApi(async (t, client) => {
        const banned = client();
        await loginAs(banned, 'viewer');
        await t.control.setUserStatus(SeedIds.users.viewer, 'banned');
        expect(await banned.statusOf(submitTicket, feedback('key-banned-1'))).toBe(StatusCode.UserUnavailable);
        expect(
          await banned.statusOf(submitTicket, {
            kind: 'ban_appeal',
            idempotency_key: 'key-banned-2',
            reason: 'A mistake',
            description: 'Please look again.',
          }),
        ).toBe(0);
        const anonymous = client();
        await loginAs(anonymous, 'anonymous');
        expect(
          await anonymous.statusOf(submitTicket, {
            kind: 'deletion',
            idempotency_key: 'key-anon-01',
            reason: 'privacy',
          }),
        ).toBe(StatusCode.LoginRequired);
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
        expect(await c.statusOf(replyTicket, { ticket_id, content: 'where is the FREE GEMS HACK?' })).toBe(
          HelpStatusCode.ContentViolation,
        );
        const { ticket } = await c.call(replyTicket, { ticket_id, content: 'Still frozen.' });
        expect(ticket.messages.map((m) => m.content)).toEqual(['Still frozen.', SUPPORT_REPLY]);
      }));

    it('tells an account in good standing that it is not banned, with empty fields, and a banned one that it is', () =>
      withApi(async (t, client) => {
        const c = client();
        await loginAs(c, 'viewer');
        expect(await c.call(getBanStatus, {})).toEqual({
          banned: false,
          reason: '',
          banned_at_ms: null,
          until_ms: null,
        });
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
        expect(question.title).toBe(
          (await client().call(getHelpQuestion, { locale: 'en', question_id: SeedIds.help.question })).title,
        );
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
        expect(await missing.json()).toEqual({
          base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such upload' },
        });
      }));
  });
});
