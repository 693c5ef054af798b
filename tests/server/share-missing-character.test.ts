/**
 * Shared content whose character is gone: content that is about the character (a chat) is not found;
 * content that only mentions it (an image) is shown without it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { shareChat, shareImage } from '../../src/api/contract/share';
import { SeedIds } from '../../server/seed/ids';
import { startInProcess } from './support';

const t = startInProcess();
afterAll(() => t.close());

describe('a character that no longer exists', () => {
  it('makes its chat not found and leaves its image without a character', async () => {
    expect((await t.client.call(shareImage, { image_id: SeedIds.images.en })).image.npc?.npc_id).toBe(SeedIds.npcs.en);
    const db = t.api.deps.db;
    // Content keeps pointing at the removed character, as rows written before a deletion would.
    db.pragma('foreign_keys = OFF');
    db.prepare('DELETE FROM npcs WHERE npc_id = ?').run(SeedIds.npcs.en);
    db.pragma('foreign_keys = ON');
    expect(await t.client.statusOf(shareChat, { chat_id: SeedIds.chats.en })).toBe(StatusCode.NotFound);
    expect((await t.client.call(shareImage, { image_id: SeedIds.images.en })).image.npc).toBeNull();
  });
});
