/** The summer campaign's overview and collection, on an API per test (routes mounted inside the test). */
import { describe, expect, it } from 'vitest';
import { claimEasterEgg, claimSummerTask, getEasterEgg, getSummerCollection, getSummerOverview, getSummerRank, spinWheel } from '../../src/api/contract/campaign';
import { StatusCode } from '../../src/api/contract/codes';
import { CampaignSeedIds } from '../../server/seed/campaign';
import { eggSpotOf } from '../../server/routes/summer';
import { loginAs, loginWithPhone, startInProcess, type ApiClient } from './support';

const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);

async function withClient(who: 'viewer' | 'new', check: (client: ApiClient) => Promise<void>): Promise<void> {
  const t = startInProcess({ now: () => NOW });
  try {
    const client = t.newClient({ now: () => Math.floor(NOW / 1000) });
    if (who === 'viewer') await loginAs(client, 'viewer');
    else await loginWithPhone(client, '+12015009876');
    await check(client);
  } finally {
    await t.close();
  }
}

describe('the summer overview', () => {
  it('counts what the caller collected against all there is, and their points', () =>
    withClient('viewer', async (client) => {
      const overview = await client.call(getSummerOverview, {});
      expect(overview.points).toBe(2300);
      expect(overview.collected).toEqual({ fm: 3, fm_total: 5, npc: 1, npc_total: 5 });
    }));

  it('starts a newcomer at 0 points with nothing collected', () =>
    withClient('new', async (client) => {
      const overview = await client.call(getSummerOverview, {});
      expect(overview.points).toBe(0);
      expect(overview.collected).toEqual({ fm: 0, fm_total: 5, npc: 0, npc_total: 5 });
    }));
});

describe('the summer collection', () => {
  it('marks exactly the items the caller collected', () =>
    withClient('viewer', async (client) => {
      const { items } = await client.call(getSummerCollection, { kind: 'fm' });
      expect(
        items
          .filter((i) => i.collected)
          .map((i) => i.item_id)
          .sort(),
      ).toEqual(['fm_item_en', 'fm_item_ja', 'fm_item_zh']);
      expect(items.filter((i) => !i.collected)).toHaveLength(2);
      const npcs = await client.call(getSummerCollection, { kind: 'npc' });
      expect(npcs.items.filter((i) => i.collected).map((i) => i.item_id)).toEqual(['npc_item_en']);
      expect(npcs.items.every((i) => i.fm_id === null)).toBe(true);
      // Each item is pictured by its character's avatar.
      for (const item of [...items, ...npcs.items]) expect(item.image_url).toBe(`http://localhost/weaver/media/avatar/${item.npc_id}.svg`);
    }));
});

describe('the easter egg’s spot', () => {
  it('is fixed per user and event, differs between users, and is one of the spots', () => {
    expect(eggSpotOf('u1', 'egg')).toBe(eggSpotOf('u1', 'egg'));
    const spots = new Set(Array.from({ length: 40 }, (_, i) => eggSpotOf(`u${i}`, 'egg')));
    expect(spots.size).toBeGreaterThan(1);
    for (const spot of spots) {
      expect(Number.isInteger(spot)).toBe(true);
      expect(spot).not.toBeLessThan(0);
    }
    expect(eggSpotOf('u1', 'egg-a') === eggSpotOf('u1', 'egg-b') && eggSpotOf('u2', 'egg-a') === eggSpotOf('u2', 'egg-b')).toBe(false);
  });
});

describe('the summer tasks', () => {
  it('count the easter egg once it is found, mark a claimed task claimed, and know no other task', () =>
    withClient('new', async (client) => {
      const task = async (id: string) => (await client.call(getSummerOverview, {})).tasks.find((t) => t.task_id === id);
      expect(await task('task_easter_egg')).toMatchObject({ progress: 0, target: 1, status: 'in_progress' });
      const { egg_spot } = await client.call(getEasterEgg, { event_id: CampaignSeedIds.events.easterEgg });
      await client.call(claimEasterEgg, { event_id: CampaignSeedIds.events.easterEgg, egg_spot });
      expect(await task('task_easter_egg')).toMatchObject({ progress: 1, status: 'claimable' });
      expect(await task('task_collect_fm_3')).toMatchObject({ progress: 0, status: 'in_progress' });
      await client.call(claimSummerTask, { task_id: 'task_easter_egg' });
      expect(await task('task_easter_egg')).toMatchObject({ progress: 1, status: 'claimed' });
      expect(await client.statusOf(claimSummerTask, { task_id: 'task_nope' })).toBe(StatusCode.InvalidParam);
    }));
});

describe('summer points', () => {
  it('are the gems of the summer rewards a player received: the egg and each claimed task, on the overview and the rank alike', () =>
    withClient('new', async (client) => {
      const spin = CampaignSeedIds.events.spin;
      for (const key of ['points-spin-0001', 'points-spin-0002', 'points-spin-0003']) await client.call(spinWheel, { event_id: spin, idempotency_key: key });
      const { egg_spot } = await client.call(getEasterEgg, { event_id: CampaignSeedIds.events.easterEgg });
      await client.call(claimEasterEgg, { event_id: CampaignSeedIds.events.easterEgg, egg_spot });
      await client.call(claimSummerTask, { task_id: 'task_spin_3' });
      await client.call(claimSummerTask, { task_id: 'task_easter_egg' });
      // The egg (25 gems), "Spin the wheel 3 times" (20 gems) and "Find the hidden egg" (10 gems).
      const points = 25 + 20 + 10;
      expect((await client.call(getSummerOverview, {})).points).toBe(points);
      expect((await client.call(getSummerRank, { offset: 0 })).me).toMatchObject({ score: points });
    }));

  it('are not credited twice for a reward claimed twice', () =>
    withClient('new', async (client) => {
      const { egg_spot } = await client.call(getEasterEgg, { event_id: CampaignSeedIds.events.easterEgg });
      await client.call(claimEasterEgg, { event_id: CampaignSeedIds.events.easterEgg, egg_spot });
      await client.statusOf(claimEasterEgg, { event_id: CampaignSeedIds.events.easterEgg, egg_spot });
      await client.call(claimSummerTask, { task_id: 'task_easter_egg' });
      await client.statusOf(claimSummerTask, { task_id: 'task_easter_egg' });
      expect((await client.call(getSummerOverview, {})).points).toBe(25 + 10);
    }));
});
