/** Rankings, supporters, star ranks and achievements of the local API, on a clock the test controls. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import {
  getAchievements,
  getRankBoard,
  getRankBoardPage,
  getStarRank,
  getSupporters,
  RANK_BOARDS,
  RANK_PERIODS,
  type RankEntry,
} from '../../src/api/contract/rank';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess, type ApiClient, type SeedAccount, type TestApi } from './support';

// Wednesday 25 November 2026, ten seconds before midnight UTC.
const START = Date.UTC(2026, 10, 25, 23, 59, 50);
let now = START;
const t = startInProcess({ now: () => now });
afterAll(() => t.close());
beforeEach(async () => {
  now = START;
  await t.control.reset();
});

const client = () => t.newClient({ now: () => Math.floor((now + (offset ?? 0)) / 1000) });
let offset = 0;
async function as(who: SeedAccount | 'anonymous'): Promise<ApiClient> {
  const c = client();
  await loginAs(c, who);
  return c;
}
const moveClock = async (ms: number) => {
  offset = ms;
  await t.control.setClockOffset(ms);
};
beforeEach(() => {
  offset = 0;
});

const ids = SeedIds.rank;
const names = (entries: RankEntry[]) => entries.map((e) => [e.rank, e.npc.npc_id]);

describe('boards', () => {
  it.each(RANK_PERIODS.map((period) => [period]))(
    '%s: the popular leader is 1, the tied pair share 2, the next is 4',
    async (period) => {
      const board = await client().call(getRankBoard, { board: 'popular', period });
      expect(names(board.entries).slice(0, 3)).toEqual([
        [1, ids.popularTop],
        [2, ids.popularTied[0]],
        [2, ids.popularTied[1]],
      ]);
      expect(board.entries[3]?.rank).toBe(4);
      expect(board.entries[0]?.creator).toMatchObject({ user_id: 'u_rank_creator_01', nickname: 'Mika Draws' });
      expect(board.entries).toHaveLength(10);
    },
  );

  it.each(RANK_PERIODS.map((period) => [period]))('%s: gem-elite has its own leader and tie', async (period) => {
    const board = await client().call(getRankBoard, { board: 'gem_elite', period });
    expect(names(board.entries).slice(0, 3)).toEqual([
      [1, ids.gemEliteTop],
      [2, ids.gemEliteTied[0]],
      [2, ids.gemEliteTied[1]],
    ]);
  });

  it.each(RANK_BOARDS.flatMap((board) => RANK_PERIODS.map((period) => [board, period] as const)))(
    '%s %s: scores never rise down the list and equal scores share the rank of the first of them',
    async (board, period) => {
      const viewer = await as('viewer');
      const pages = await Promise.all(
        [0, 20, 40, 60, 80].map((o) => viewer.call(getRankBoardPage, { board, period, offset: o })),
      );
      const entries = pages.flatMap((p) => p.entries);
      entries.forEach((entry, index) => {
        const higher = entries.filter((other) => other.score > entry.score).length;
        expect(entry.rank).toBe(higher + 1);
        if (index > 0) expect(entry.score).toBeLessThanOrEqual(entries[index - 1]!.score);
      });
      expect(entries.some((e, i) => i > 0 && e.rank === entries[i - 1]!.rank)).toBe(true);
    },
  );

  it('states the reset times of each period on the UTC calendar, and none for the champion board', async () => {
    const c = client();
    const at = async (period: (typeof RANK_PERIODS)[number]) =>
      (await c.call(getRankBoard, { board: 'popular', period })).resets_at_ms;
    expect(await at('daily')).toBe(Date.UTC(2026, 10, 26));
    expect(await at('weekly')).toBe(Date.UTC(2026, 10, 30)); // the next Monday
    expect(await at('monthly')).toBe(Date.UTC(2026, 11, 1));
    expect(await at('champion')).toBeNull();
    expect((await c.call(getRankBoard, { board: 'popular', period: 'daily' })).server_time_ms).toBe(START);
  });

  it('states when each period began: today, this Monday, the 1st, and for the champion board the first day anyone scored', async () => {
    const c = client();
    const at = async (period: (typeof RANK_PERIODS)[number]) =>
      (await c.call(getRankBoard, { board: 'popular', period })).period_started_at_ms;
    expect(await at('daily')).toBe(Date.UTC(2026, 10, 25));
    expect(await at('weekly')).toBe(Date.UTC(2026, 10, 23));
    expect(await at('monthly')).toBe(Date.UTC(2026, 10, 1));
    const champion = await at('champion');
    // The seed holds points of earlier days, so the all-time board began before today, at a UTC midnight.
    expect(champion).toBeLessThan(Date.UTC(2026, 10, 25));
    expect(champion % (24 * 60 * 60 * 1000)).toBe(0);
  });

  it('rolls over when the server clock passes the reset time', async () => {
    const before = await client().call(getRankBoard, { board: 'popular', period: 'daily' });
    await moveClock(20_000);
    const after = await client().call(getRankBoard, { board: 'popular', period: 'daily' });
    expect(after.period_started_at_ms).toBe(Date.UTC(2026, 10, 26));
    expect(after.resets_at_ms).toBe(Date.UTC(2026, 10, 27));
    expect(after.entries.map((e) => e.score)).not.toEqual(before.entries.map((e) => e.score));
  });

  it('is empty once no character has scored in the period', async () => {
    await moveClock(20 * 24 * 3600 * 1000);
    const daily = await client().call(getRankBoard, { board: 'gem_elite', period: 'daily' });
    expect(daily).toMatchObject({ entries: [], total: 0 });
    expect((await client().call(getRankBoard, { board: 'gem_elite', period: 'champion' })).total).toBeGreaterThan(100);
  });
});

describe("the visitor's own entry", () => {
  it('is absent for visitors and anonymous accounts', async () => {
    expect(await client().call(getRankBoard, { board: 'popular', period: 'weekly' })).toMatchObject({
      own_entry: null,
      own_state: 'visitor',
    });
    expect(await (await as('anonymous')).call(getRankBoard, { board: 'popular', period: 'weekly' })).toMatchObject({
      own_entry: null,
      own_state: 'visitor',
    });
  });

  it("is the viewer's character at its place in the full list", async () => {
    const viewer = await as('viewer');
    const board = await viewer.call(getRankBoard, { board: 'popular', period: 'monthly' });
    expect(board.own_state).toBe('ranked');
    expect(board.own_entry?.npc.npc_id).toBe(ids.viewerNpc);
    expect(board.own_entry?.creator.user_id).toBe(SeedIds.users.viewer);
    const pages = await Promise.all(
      [0, 20, 40, 60, 80].map((o) => viewer.call(getRankBoardPage, { board: 'popular', period: 'monthly', offset: o })),
    );
    const listed = pages.flatMap((p) => p.entries).find((e) => e.npc.npc_id === ids.viewerNpc);
    if (listed) expect(listed.rank).toBe(board.own_entry?.rank);
    else expect(board.own_entry?.rank).toBeGreaterThan(100);
  });

  it('says unranked for a real-name account without characters', async () => {
    expect(
      await (await as('standardMember')).call(getRankBoard, { board: 'gem_elite', period: 'daily' }),
    ).toMatchObject({ own_entry: null, own_state: 'unranked' });
  });
});

describe('the full list', () => {
  it('needs a real-name login', async () => {
    expect(
      await (await as('anonymous')).statusOf(getRankBoardPage, { board: 'popular', period: 'daily', offset: 0 }),
    ).toBe(StatusCode.LoginRequired);
    expect(await client().statusOf(getRankBoardPage, { board: 'popular', period: 'daily', offset: 0 })).toBe(
      StatusCode.TokenMissing,
    );
  });

  it('pages the top 100 in twenties without gaps or repeats', async () => {
    const viewer = await as('viewer');
    const seen: string[] = [];
    let page = await viewer.call(getRankBoardPage, { board: 'popular', period: 'champion', offset: 0 });
    seen.push(...page.entries.map((e) => e.npc.npc_id));
    while (page.has_more) {
      page = await viewer.call(getRankBoardPage, { board: 'popular', period: 'champion', offset: seen.length });
      expect(page.entries).toHaveLength(20);
      seen.push(...page.entries.map((e) => e.npc.npc_id));
    }
    expect(seen).toHaveLength(100);
    expect(new Set(seen).size).toBe(100);
    expect(page.total).toBe(100);
    const preview = await viewer.call(getRankBoard, { board: 'popular', period: 'champion', limit: 20 });
    expect(preview.entries.map((e) => e.npc.npc_id)).toEqual(seen.slice(0, 20));
  });

  it('answers 50 parallel readers with one and the same list', async () => {
    const viewer = await as('viewer');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        viewer.call(getRankBoardPage, { board: 'gem_elite', period: 'weekly', offset: 40 }),
      ),
    );
    const first = JSON.stringify(answers[0]?.entries);
    expect(answers.every((a) => JSON.stringify(a.entries) === first)).toBe(true);
  });
});

describe('supporters', () => {
  it('ranks supporters by gems given, ties sharing a rank', async () => {
    const data = await client().call(getSupporters, { target: 'npc', target_id: ids.popularTop });
    expect(data.target).toMatchObject({ kind: 'npc', id: ids.popularTop });
    const [first, second, third] = data.supporters;
    expect([first?.rank, second?.rank, third?.rank]).toEqual([1, 1, 3]);
    expect(second?.gems).toBe(first?.gems);
    expect(third?.gems).toBeLessThan(first?.gems ?? 0);
    expect(data.total_gems).toBe(data.supporters.reduce((sum, s) => sum + s.gems, 0));
  });

  it('names its period (all time without one)', async () => {
    expect((await client().call(getSupporters, { target: 'npc', target_id: ids.gemEliteTop })).period).toBe('champion');
    expect(
      (await client().call(getSupporters, { target: 'npc', target_id: ids.gemEliteTop, period: 'weekly' })).period,
    ).toBe('weekly');
  });

  it.each(RANK_PERIODS.map((period) => [period]))(
    "%s: a character's supporters add up to its gem-elite score of the period",
    async (period) => {
      const board = await client().call(getRankBoard, { board: 'gem_elite', period, limit: 20 });
      expect(board.entries.length).toBeGreaterThan(10);
      for (const entry of board.entries) {
        const supporters = await client().call(getSupporters, { target: 'npc', target_id: entry.npc.npc_id, period });
        expect([entry.npc.npc_id, supporters.total_gems]).toEqual([entry.npc.npc_id, entry.score]);
        expect(supporters.supporters.reduce((sum, s) => sum + s.gems, 0)).toBe(entry.score);
      }
    },
  );

  it("counts a new day's gems from that day on, as the board does", async () => {
    await moveClock(20_000);
    const board = await client().call(getRankBoard, { board: 'gem_elite', period: 'daily' });
    const top = board.entries[0];
    expect(top?.npc.npc_id).toBe(ids.gemEliteTop);
    expect(
      (await client().call(getSupporters, { target: 'npc', target_id: ids.gemEliteTop, period: 'daily' })).total_gems,
    ).toBe(top?.score);
  });

  it("adds up a creator's characters", async () => {
    const creator = await client().call(getSupporters, { target: 'creator', target_id: ids.creator });
    const npc = await client().call(getSupporters, { target: 'npc', target_id: ids.popularTop });
    expect(creator.target).toMatchObject({ kind: 'creator', name: 'Mika Draws' });
    expect(creator.total_gems).toBeGreaterThanOrEqual(npc.total_gems);
  });

  it('is empty for a character nobody supported, and unknown targets are refused', async () => {
    expect(await client().call(getSupporters, { target: 'npc', target_id: ids.unsupportedNpc })).toMatchObject({
      supporters: [],
      total_gems: 0,
    });
    expect(await client().statusOf(getSupporters, { target: 'creator', target_id: 'nobody' })).toBe(
      StatusCode.RankTargetNotFound,
    );
    expect(await client().statusOf(getSupporters, { target: 'npc', target_id: 'npc_nobody' })).toBe(
      StatusCode.RankTargetNotFound,
    );
  });
});

describe('star rank', () => {
  it("shows the character's stars, level, place and tasks", async () => {
    const data = await client().call(getStarRank, { npc_id: ids.popularTop });
    expect(data).toMatchObject({ stars: 150, level: 5, next_level_stars: null, star_rank: 1 });
    expect(data.tasks).toHaveLength(5);
    expect(data.tasks.filter((task) => task.done)).toHaveLength(2);
    expect(data.levels.map((l) => l.stars_needed)).toEqual([0, 20, 50, 90, 140]);
    expect(await client().statusOf(getStarRank, { npc_id: 'npc_nobody' })).toBe(StatusCode.RankTargetNotFound);
  });
});

describe('achievements', () => {
  it("lists a character's achievements, unlocked or not, permanent or limited", async () => {
    const data = await client().call(getAchievements, { scope: 'npc', owner_id: SeedIds.achievements.npcOwner });
    const byKind = Object.fromEntries(data.achievements.map((a) => [a.kind, a]));
    expect(byKind.chats_1k).toMatchObject({
      unlocked: true,
      validity: 'permanent',
      valid_until_ms: null,
      progress: { current: 1000, target: 1000 },
    });
    expect(byKind.voice_star).toMatchObject({ unlocked: false, progress: { current: 42, target: 60 } });
    expect(byKind.festival_2026).toMatchObject({
      unlocked: true,
      validity: 'limited',
      valid_from_ms: START - 10 * 86_400_000,
      valid_until_ms: START + 20 * 86_400_000,
    });
  });

  it("lists a user's achievements; a user without any has them all locked", async () => {
    const viewer = await client().call(getAchievements, { scope: 'user', owner_id: SeedIds.achievements.userOwner });
    expect(viewer.achievements.find((a) => a.kind === 'early_bird')).toMatchObject({
      unlocked: true,
      validity: 'limited',
      valid_until_ms: START - 30 * 86_400_000,
    });
    const other = await client().call(getAchievements, { scope: 'user', owner_id: SeedIds.users.proMember });
    expect(other.achievements).toHaveLength(5);
    expect(other.achievements.every((a) => !a.unlocked)).toBe(true);
    expect(await client().statusOf(getAchievements, { scope: 'user', owner_id: 'nobody' })).toBe(
      StatusCode.RankTargetNotFound,
    );
    expect(await client().statusOf(getAchievements, { scope: 'npc', owner_id: 'npc_nobody' })).toBe(
      StatusCode.RankTargetNotFound,
    );
  });
});

/** A character's star level at the level's exact star count, on an API per test. */
describe('star rank edges', () => {
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
        expect(await client.call(getStarRank, { npc_id: npc })).toMatchObject({
          stars: 50,
          level: 3,
          next_level_stars: 90,
        });
        setStars(t, npc, 49);
        expect(await client.call(getStarRank, { npc_id: npc })).toMatchObject({
          stars: 49,
          level: 2,
          next_level_stars: 50,
        });
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
        const withMore = (
          t.api.deps.db.prepare('SELECT COUNT(*) AS n FROM npc_stars WHERE stars > 0').get() as { n: number }
        ).n;
        expect(await t.newClient().call(getStarRank, { npc_id: npc })).toMatchObject({
          stars: 0,
          level: 1,
          next_level_stars: 20,
          star_rank: withMore + 1,
        });
      }));

    it('does not show a character whose creator is banned', () =>
      withApi(async (t) => {
        const npc = SeedIds.npcs.en;
        const author = (
          t.api.deps.db.prepare('SELECT author_id FROM npcs WHERE npc_id = ?').get(npc) as { author_id: string }
        ).author_id;
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
        const addUser = db.prepare(
          "INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES (?, ?, '', 0, 0)",
        );
        const support = db.prepare(
          'INSERT INTO gem_supports (supporter_id, npc_id, gems, supported_at) VALUES (?, ?, ?, 0)',
        );
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
        const data = await t
          .newClient()
          .call(getSupporters, { target: 'creator', target_id: SeedIds.users.standardMember });
        expect(data).toMatchObject({
          target: { kind: 'creator', id: SeedIds.users.standardMember },
          supporters: [],
          total_gems: 0,
          supporter_count: 0,
        });
      }));
  });
});
