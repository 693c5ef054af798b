/** A character's star level at the level's exact star count, on an API per test. */
import { describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { getStarRank, getSupporters } from '../../src/api/contract/rank';
import { SeedIds } from '../../server/seed/ids';
import { startInProcess, type TestApi } from './support';

async function withApi(check: (t: TestApi) => Promise<void>): Promise<void> {
  const t = startInProcess();
  try {
    await check(t);
  } finally {
    await t.close();
  }
}
const setStars = (t: TestApi, npcId: string, stars: number) => {
  t.api.deps.db.prepare('DELETE FROM npc_stars WHERE npc_id = ?').run(npcId);
  t.api.deps.db.prepare('INSERT INTO npc_stars (npc_id, stars) VALUES (?, ?)').run(npcId, stars);
};

describe('star levels (0, 20, 50, 90 and 140 stars)', () => {
  it('reaches a level at exactly its stars, one star short stays below', () =>
    withApi(async (t) => {
      const npc = SeedIds.npcs.en;
      const client = t.newClient();
      setStars(t, npc, 50);
      expect(await client.call(getStarRank, { npc_id: npc })).toMatchObject({ stars: 50, level: 3, next_level_stars: 90 });
      setStars(t, npc, 49);
      expect(await client.call(getStarRank, { npc_id: npc })).toMatchObject({ stars: 49, level: 2, next_level_stars: 50 });
      setStars(t, npc, 140);
      const top = await client.call(getStarRank, { npc_id: npc });
      expect(top).toMatchObject({ level: 5, next_level_stars: null });
      expect(top.levels).toEqual([
        { level: 1, stars_needed: 0 },
        { level: 2, stars_needed: 20 },
        { level: 3, stars_needed: 50 },
        { level: 4, stars_needed: 90 },
        { level: 5, stars_needed: 140 },
      ]);
    }));

  it('starts a character without stars at level 1, ranked after every character with more', () =>
    withApi(async (t) => {
      const npc = SeedIds.npcs.en;
      t.api.deps.db.prepare('DELETE FROM npc_stars WHERE npc_id = ?').run(npc);
      const withMore = (t.api.deps.db.prepare('SELECT COUNT(*) AS n FROM npc_stars WHERE stars > 0').get() as { n: number }).n;
      expect(await t.newClient().call(getStarRank, { npc_id: npc })).toMatchObject({ stars: 0, level: 1, next_level_stars: 20, star_rank: withMore + 1 });
    }));

  it('does not show a character whose creator is banned', () =>
    withApi(async (t) => {
      const npc = SeedIds.npcs.en;
      const author = (t.api.deps.db.prepare('SELECT author_id FROM npcs WHERE npc_id = ?').get(npc) as { author_id: string }).author_id;
      t.api.deps.db.prepare("UPDATE users SET status = 'banned' WHERE user_id = ?").run(author);
      expect(await t.newClient().statusOf(getStarRank, { npc_id: npc })).toBe(StatusCode.RankTargetNotFound);
    }));
});

describe('supporters at their edges', () => {
  it('shows the top 50 of a character’s supporters, and counts and adds up all of them', () =>
    withApi(async (t) => {
      const db = t.api.deps.db;
      const npc = SeedIds.npcs.en;
      db.prepare('DELETE FROM gem_supports WHERE npc_id = ?').run(npc);
      const addUser = db.prepare("INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES (?, ?, '', 0, 0)");
      const support = db.prepare('INSERT INTO gem_supports (supporter_id, npc_id, gems, supported_at) VALUES (?, ?, ?, 0)');
      for (let i = 1; i <= 60; i += 1) {
        const id = `u_supporter_${String(i).padStart(2, '0')}`;
        addUser.run(id, `Supporter ${i}`);
        support.run(id, npc, i);
      }
      const data = await t.newClient().call(getSupporters, { target: 'npc', target_id: npc });
      expect(data.supporters).toHaveLength(50);
      expect(data.supporters[0]).toMatchObject({ rank: 1, gems: 60 });
      expect(data.supporters[49]).toMatchObject({ rank: 50, gems: 11 });
      expect(data.supporter_count).toBe(60);
      expect(data.total_gems).toBe((60 * 61) / 2);
    }));

  it('has none for a creator without characters', () =>
    withApi(async (t) => {
      // The standard member made no character (the viewer made npc_rank_050, which has supporters).
      const data = await t.newClient().call(getSupporters, { target: 'creator', target_id: SeedIds.users.standardMember });
      expect(data).toMatchObject({ target: { kind: 'creator', id: SeedIds.users.standardMember }, supporters: [], total_gems: 0, supporter_count: 0 });
    }));
});
