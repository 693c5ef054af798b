/**
 * What expires on the local API expires at its expiry instant, not a millisecond later: voice messages,
 * materials, gem grants and memberships, seen through the answers a page gets. The server's clock is
 * fixed so that "now" can sit exactly on an expiry.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { shareChat, shareMaterial } from '../../src/api/contract/share';
import { getGemBalance, getUserProfile } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess } from './support';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const t = startInProcess({ now: () => NOW });
afterAll(() => t.close());
const db = t.api.deps.db;
const client = () => t.newClient({ now: () => Math.floor(NOW / 1000) });

beforeEach(async () => {
  await t.control.reset();
});

describe('voice messages of a shared chat', () => {
  const voiceOf = async () => {
    const { chat } = await client().call(shareChat, { chat_id: SeedIds.chats.en });
    return chat.messages.find((m) => m.kind === 'voice')!.voice!;
  };
  const expireVoicesAt = (at: number) =>
    db
      .prepare(`UPDATE messages SET audio_expires_at = ? WHERE owner_kind = 'chat' AND owner_id = ? AND kind = 'voice'`)
      .run(at, SeedIds.chats.en);

  it('play until their expiry: a URL, the duration and the expiry', async () => {
    expireVoicesAt(NOW + 1);
    expect(await voiceOf()).toEqual({
      audio_url: expect.stringMatching(/^http:\/\/localhost\/weaver\/media\/audio\/.+\.wav$/),
      duration_ms: 4200,
      expires_at_ms: NOW + 1,
      expired: false,
    });
  });

  it('at their expiry have no URL any more, and keep duration and expiry for the page to show', async () => {
    expireVoicesAt(NOW);
    expect(await voiceOf()).toEqual({ audio_url: null, duration_ms: 4200, expires_at_ms: NOW, expired: true });
  });

  it('without a stored expiry never expire', async () => {
    db.prepare(
      `UPDATE messages SET audio_expires_at = NULL WHERE owner_kind = 'chat' AND owner_id = ? AND kind = 'voice'`,
    ).run(SeedIds.chats.en);
    expect(await voiceOf()).toMatchObject({
      audio_url: expect.stringMatching(/\.wav$/),
      expired: false,
      expires_at_ms: 0,
    });
  });

  it('without an audio file have no URL even before expiry', async () => {
    expireVoicesAt(NOW + 60_000);
    db.prepare(
      `UPDATE messages SET audio_url = NULL WHERE owner_kind = 'chat' AND owner_id = ? AND kind = 'voice'`,
    ).run(SeedIds.chats.en);
    expect(await voiceOf()).toMatchObject({ audio_url: null, expired: false });
  });
});

describe('materials', () => {
  const expireAt = (id: string, at: number) =>
    db.prepare('UPDATE materials SET expires_at = ? WHERE material_id = ?').run(at, id);

  it.each([
    ['image', SeedIds.materials.image.en, StatusCode.ImageExpired],
    ['voice', SeedIds.materials.voice.en, StatusCode.VoiceExpired],
  ])('an %s material is served until its expiry and refused from that instant on', async (_, id, expiredCode) => {
    expireAt(id, NOW + 1);
    expect((await client().call(shareMaterial, { material_id: id })).material.expires_at_ms).toBe(NOW + 1);
    expireAt(id, NOW);
    expect(await client().statusOf(shareMaterial, { material_id: id })).toBe(expiredCode);
  });
});

describe('gem grants', () => {
  it('a grant counts until its expiry; from that instant it is listed as expired and no longer counted', async () => {
    const c = client();
    const { user_id } = await loginAs(c, 'anonymous');
    const grant = db.prepare(
      'INSERT INTO gem_grants (user_id, amount, source, granted_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    grant.run(user_id, 30, 'test', NOW - 1000, NOW + 1);
    grant.run(user_id, 7, 'test', NOW - 2000, NOW);
    const balance = await c.call(getGemBalance, {});
    expect(balance.total_gems).toBe(30);
    expect(balance.grants.map((g) => [g.amount, g.expired])).toEqual([
      [30, false],
      [7, true],
    ]);
  });
});

describe('memberships', () => {
  const tierOf = async (userId: string) => {
    const c = client();
    await loginAs(c, 'viewer');
    return (await c.call(getUserProfile, { user_id: userId })).user.member_tier;
  };

  it('a membership counts until its expiry and is none from that instant on', async () => {
    const pro = SeedIds.users.proMember;
    await t.control.setMembership(pro, 'pro', NOW + 1);
    expect(await tierOf(pro)).toBe('pro');
    await t.control.setMembership(pro, 'pro', NOW);
    expect(await tierOf(pro)).toBe('none');
  });

  it('a tier without an expiry is no membership', async () => {
    const standard = SeedIds.users.standardMember;
    db.prepare('UPDATE users SET member_expires_at = NULL WHERE user_id = ?').run(standard);
    expect(await tierOf(standard)).toBe('none');
  });
});
