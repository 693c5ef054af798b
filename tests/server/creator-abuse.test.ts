/**
 * The creator tools against abuse: a clone's pictures are uploads this server issued to the same
 * account (never free URLs), creator uploads have quotas per account and per address, and uploads no
 * clone names are removed after a day and never cached as if they were permanent.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createClone, getCloneQuota, uploadCreatorImage } from '../../src/api/contract/creator';
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import { uploadImage } from '../../src/api/contract/help';
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

function server(env: Record<string, string> = {}): TestApi {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-creator-abuse-'));
  const t = startInProcess({ now: () => clock.ms, env: { TALKIE_API_DATA_DIR: dir, ...env } });
  open.push({ t, dir });
  return t;
}

async function listening(env: Record<string, string>): Promise<TestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-creator-abuse-'));
  const t = await startListening({ now: () => clock.ms, env: { TALKIE_API_DATA_DIR: dir, ...env } });
  open.push({ t, dir });
  return t;
}

async function as(t: TestApi, who: SeedAccount, device: string = randomUUID()): Promise<ApiClient> {
  const c = t.newClient({ now: () => Math.floor(clock.ms / 1000) });
  await loginAs(c, who, device);
  return c;
}

const upload = (c: ApiClient) => c.call(uploadCreatorImage, { data_base64: PNG });
const clone = (c: ApiClient, image_urls: string[]) => c.call(createClone, { request_id: randomUUID(), name: 'Robin', persona: 'Kind and curious.', greeting: 'Hi there!', image_urls });
const fetchOf = (t: TestApi, url: string) => t.api.fetch(new Request(url));

describe('a clone’s pictures are this account’s uploads', () => {
  it.each([
    ['a link-local metadata address', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['a foreign tracking pixel', 'https://tracker.example/pixel.gif?uid=42'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a data: URL', `data:image/png;base64,${PNG}`],
    ['the control API', 'http://localhost/__control/tickets'],
    ['a creator upload URL on another host', 'https://cdn.example/weaver/media/upload/up_0123456789abcdef0123'],
    ['a creator upload that does not exist', 'http://localhost/weaver/media/upload/up_0123456789abcdef0123'],
    ['an upload id that does not exist', 'up_0123456789abcdef0123'],
  ])('refuses %s with ImageReferenceInvalid and makes no clone', async (_name, reference) => {
    const t = server();
    const c = await as(t, 'viewer');
    const mine = await upload(c);
    expect(await refusal(clone(c, [mine.url, reference]))).toEqual({
      status_code: CreatorStatusCode.ImageReferenceInvalid,
      status_msg: expect.stringMatching(/^invalid field "image_urls": /) as string,
    });
    expect((await c.call(getCloneQuota, {})).quota.used).toBe(0);
  });

  it('refuses another account’s upload, by URL or by id, creator or help upload alike', async () => {
    const t = server();
    const owner = await as(t, 'viewer');
    const other = await as(t, 'proMember');
    const theirs = await upload(owner);
    const theirHelp = await owner.call(uploadImage, { data_base64: PNG });
    for (const reference of [theirs.url, theirs.upload_id, theirHelp.url, theirHelp.upload_id]) {
      expect((await refusal(clone(other, [reference])))?.status_code, reference).toBe(CreatorStatusCode.ImageReferenceInvalid);
    }
    expect((await other.call(getCloneQuota, {})).quota.used).toBe(0);
  });

  it('takes its own upload by URL or id, and the app picker’s upload, and answers them as this server’s URLs', async () => {
    const t = server();
    const c = await as(t, 'viewer');
    const first = await upload(c);
    const second = await upload(c);
    // Inside the app the picker (chooseAndUploadImage) uploads through upload/image.
    const picked = await c.call(uploadImage, { data_base64: PNG });
    expect(first.url).toBe(`http://localhost/weaver/media/upload/${first.upload_id}`);
    const made = await clone(c, [first.url, second.upload_id, picked.url]);
    expect(made.clone.image_urls).toEqual([first.url, second.url, picked.url]);
    for (const url of made.clone.image_urls) expect((await fetchOf(t, url)).status).toBe(200);
  });
});

describe('creator uploads no clone names', () => {
  it('are removed a day after they were made, while a clone’s pictures stay; only the kept ones are cached for long', async () => {
    const t = server();
    const c = await as(t, 'viewer');
    const kept = await upload(c);
    const picked = await c.call(uploadImage, { data_base64: PNG });
    const abandoned = await upload(c);
    await clone(c, [kept.url, picked.url]);

    const waiting = await fetchOf(t, abandoned.url);
    expect(waiting.status).toBe(200);
    // Removed tomorrow: no shared cache may keep it, nor anyone for a year.
    expect(waiting.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await fetchOf(t, kept.url)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    later(DAY_MS - 60_000);
    await loginAs(c, 'viewer');
    await upload(c);
    expect((await fetchOf(t, abandoned.url)).status).toBe(200);
    later(61_000);
    // Past its day it is not served, even before a sweep removes it.
    expect((await fetchOf(t, abandoned.url)).status).toBe(404);
    await loginAs(c, 'viewer');
    await upload(c);
    expect((await fetchOf(t, abandoned.url)).status).toBe(404);
    expect((await fetchOf(t, kept.url)).status).toBe(200);
    expect((await fetchOf(t, picked.url)).status).toBe(200);
    expect((await refusal(clone(c, [abandoned.upload_id])))?.status_code).toBe(CreatorStatusCode.ImageReferenceInvalid);
  });

  it('are also removed when a clone is made, and never when TALKIE_API_UPLOAD_UNATTACHED_TTL_S is 0', async () => {
    const t = server();
    const c = await as(t, 'viewer');
    const stale = await upload(c);
    later(DAY_MS + 1000);
    await loginAs(c, 'viewer');
    await clone(c, []);
    expect((await fetchOf(t, stale.url)).status).toBe(404);

    const keeping = server({ TALKIE_API_UPLOAD_UNATTACHED_TTL_S: '0' });
    const k = await as(keeping, 'viewer');
    const left = await upload(k);
    later(10 * DAY_MS);
    await loginAs(k, 'viewer');
    await upload(k);
    expect((await fetchOf(keeping, left.url)).status).toBe(200);
  });
});

describe('creator upload quotas', () => {
  it('35 uploads of one account in a day: 20 stored, the rest refused; another account may, and so may it a day later', async () => {
    const t = server();
    const device = randomUUID();
    const c = await as(t, 'viewer', device);
    const answers = [];
    for (let i = 0; i < 35; i += 1) answers.push(await refusal(upload(c)));
    expect(answers.filter((a) => a === null)).toHaveLength(20);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(null));
    expect(answers[20]).toEqual({ status_code: CreatorStatusCode.UploadQuotaExceeded, status_msg: 'at most 20 pictures per account within 24 hours' });
    expect(new Set(answers.slice(20).map((a) => a?.status_code))).toEqual(new Set([CreatorStatusCode.UploadQuotaExceeded]));
    expect(await refusal(upload(await as(t, 'proMember')))).toBeNull();
    later(DAY_MS + 1000);
    await loginAs(c, 'viewer', device);
    expect(await refusal(upload(c))).toBeNull();
  });

  it('refuses uploads from one address over TALKIE_API_CREATOR_UPLOADS_PER_IP, whichever account sends them', async () => {
    const t = await listening({ TALKIE_API_CREATOR_UPLOADS_PER_IP: '2' });
    const a = await as(t, 'viewer');
    const b = await as(t, 'proMember');
    await upload(a);
    await upload(b);
    expect(await refusal(upload(a))).toEqual({ status_code: CreatorStatusCode.UploadQuotaExceeded, status_msg: 'at most 2 pictures per address within 24 hours' });
  });

  it('has defaults of 20 per account and 60 per address a day (far higher per address in test mode), each settable, 0 off', async () => {
    expect(readServerConfig({})).toMatchObject({ creatorUploadsPerAccount: 20, creatorUploadsPerIp: 60 });
    expect(readServerConfig({ TALKIE_API_TEST_MODE: '1' })).toMatchObject({ creatorUploadsPerAccount: 20, creatorUploadsPerIp: TEST_MODE_IP_QUOTA });
    expect(readServerConfig({ TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT: '5', TALKIE_API_CREATOR_UPLOADS_PER_IP: '7' })).toMatchObject({ creatorUploadsPerAccount: 5, creatorUploadsPerIp: 7 });
    expect(() => readServerConfig({ TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT: '-1' })).toThrow('TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT');

    const t = server({ TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT: '0' });
    const c = await as(t, 'viewer');
    for (let i = 0; i < 25; i += 1) expect(await refusal(upload(c))).toBeNull();
  });
});
