/**
 * Campaign seed: event windows relative to the seed time, the wheels' prizes and weights, summer
 * tasks, collections and rank players. Ids are stable (CampaignSeedIds) for pages and tests.
 */
import type { Db } from '../db/database';
import { DAY_MS } from '../services/clock';
import { SEED_LOCALES, SeedIds } from './ids';
import { content } from './content';
import { fmItemTitles, npcItemTitles } from './summer-titles';

const HOUR_MS = 60 * 60 * 1000;

export const CampaignSeedIds = {
  events: {
    /** The classic wheel: running, 3 spins a day. */
    spin: 'spin_summer',
    /** The 3×3 grid draw (/spin_wheel_v2): running, 3 draws a day. */
    grid: 'spin_grid',
    /** Starts 2 hours after the seed time. */
    spinUpcoming: 'spin_upcoming',
    /** Inside its window but closed for now ('The event is ended for now'). */
    spinPaused: 'spin_paused',
    /** Ended a day before the seed time ('The event has ended'). */
    spinEnded: 'spin_ended',
    easterEgg: 'easter_egg',
    easterEggEnded: 'easter_egg_ended',
    summer: 'summer',
    ug: 'ug',
  },
  /** A physical prize won by the viewer, its contact form due in 5 days. */
  openPrizeRecord: 'rec_seed_open',
  /** A physical prize whose deadline passed without a contact form (forfeited). */
  forfeitedPrizeRecord: 'rec_seed_forfeited',
  /** The viewer's prize of a physical kind, id of the prize itself. */
  physicalPrize: 'prize_plush',
} as const;

export interface SeedPrize {
  prize_id: string;
  kind: 'gems' | 'item' | 'physical' | 'none';
  amount: number;
  weight: number;
  name: string;
}

/** The wheel's slices in order (weights sum to 1000). */
export const wheelPrizes: readonly SeedPrize[] = [
  { prize_id: 'prize_gems_10', kind: 'gems', amount: 10, weight: 300, name: '10 gems' },
  { prize_id: 'prize_frame', kind: 'item', amount: 1, weight: 150, name: 'Summer avatar frame' },
  { prize_id: 'prize_gems_50', kind: 'gems', amount: 50, weight: 120, name: '50 gems' },
  { prize_id: 'prize_none', kind: 'none', amount: 0, weight: 200, name: 'Thanks for playing' },
  { prize_id: 'prize_gems_200', kind: 'gems', amount: 200, weight: 40, name: '200 gems' },
  { prize_id: 'prize_bubble', kind: 'item', amount: 1, weight: 150, name: 'Chat bubble' },
  { prize_id: 'prize_gems_500', kind: 'gems', amount: 500, weight: 10, name: '500 gems' },
  { prize_id: CampaignSeedIds.physicalPrize, kind: 'physical', amount: 0, weight: 30, name: 'Luna plush toy' },
];

/** Summer tasks: what counts towards each is computed from the user's campaign activity. */
export const summerTasks = [
  { task_id: 'task_spin_3', name: 'Spin the wheel 3 times', target: 3, reward_gems: 20 },
  { task_id: 'task_easter_egg', name: 'Find the hidden egg', target: 1, reward_gems: 10 },
  { task_id: 'task_collect_fm_3', name: 'Collect 3 FM episodes', target: 3, reward_gems: 30 },
  { task_id: 'task_collect_npc_3', name: 'Collect 3 characters', target: 3, reward_gems: 30 },
] as const;

export const EASTER_EGG_GEMS = 25;
/** A physical prize's contact form must be sent within this long (SPEC §5: by the event deadline). */
export const CLAIM_WINDOW_MS = 7 * DAY_MS;

const RANK_NAMES = [
  'Aiko',
  'Bruno',
  'Chen',
  'Dara',
  'Eli',
  'Fatima',
  'Gus',
  'Hana',
  'Ivo',
  'Jade',
  'Kofi',
  'Lea',
  'Mika',
  'Nico',
  'Oona',
  'Paz',
  'Quinn',
  'Rui',
  'Sana',
  'Tomo',
  'Uma',
  'Vik',
  'Wen',
  'Xavi',
  'Yara',
  'Zeno',
];

export function needsCampaignSeed(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM campaign_events').get() as { n: number }).n === 0;
}

export function seedCampaign(db: Db, now: number): void {
  const ids = CampaignSeedIds.events;
  const event = db.prepare(
    'INSERT INTO campaign_events (event_id, kind, starts_at, ends_at, paused, daily_spins) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const window = { starts: now - 7 * DAY_MS, ends: now + 60 * DAY_MS };
  event.run(ids.spin, 'spin', window.starts, window.ends, 0, 3);
  event.run(ids.grid, 'spin', window.starts, window.ends, 0, 3);
  event.run(ids.spinUpcoming, 'spin', now + 2 * HOUR_MS, now + 30 * DAY_MS, 0, 3);
  event.run(ids.spinPaused, 'spin', window.starts, window.ends, 1, 3);
  event.run(ids.spinEnded, 'spin', now - 30 * DAY_MS, now - DAY_MS, 0, 3);
  event.run(ids.easterEgg, 'easter_egg', window.starts, window.ends, 0, 0);
  event.run(ids.easterEggEnded, 'easter_egg', now - 30 * DAY_MS, now - DAY_MS, 0, 0);
  event.run(ids.summer, 'summer', window.starts, window.ends, 0, 0);
  event.run(ids.ug, 'ug', window.starts, window.ends, 0, 0);

  const prize = db.prepare(
    'INSERT INTO spin_prizes (event_id, prize_id, position, kind, amount, weight, name) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const eventId of [ids.spin, ids.grid, ids.spinUpcoming, ids.spinPaused, ids.spinEnded]) {
    wheelPrizes.forEach((p, i) => prize.run(eventId, p.prize_id, i, p.kind, p.amount, p.weight, p.name));
  }

  // The viewer won a plush toy on the wheel: one form still open, one forfeited.
  const record =
    db.prepare(`INSERT INTO spin_records (record_id, user_id, event_id, prize_id, idempotency_key, won_at, claim_deadline, gems_expire_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`);
  record.run(
    CampaignSeedIds.openPrizeRecord,
    SeedIds.users.viewer,
    ids.spin,
    CampaignSeedIds.physicalPrize,
    'seed-open-0001',
    now - 2 * DAY_MS,
    now + 5 * DAY_MS,
  );
  record.run(
    CampaignSeedIds.forfeitedPrizeRecord,
    SeedIds.users.viewer,
    ids.spin,
    CampaignSeedIds.physicalPrize,
    'seed-forfeit-01',
    now - 20 * DAY_MS,
    now - 13 * DAY_MS,
  );

  const item = db.prepare(
    'INSERT INTO summer_items (item_id, kind, name, titles, npc_id, fm_id, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  SEED_LOCALES.forEach((locale, i) => {
    item.run(
      `fm_item_${locale}`,
      'fm',
      content[locale].fm.title,
      JSON.stringify(fmItemTitles(locale)),
      SeedIds.npcs[locale],
      SeedIds.fm[locale],
      i,
    );
    item.run(
      `npc_item_${locale}`,
      'npc',
      content[locale].npc.name,
      JSON.stringify(npcItemTitles(locale)),
      SeedIds.npcs[locale],
      null,
      i,
    );
  });
  const collected = db.prepare('INSERT INTO summer_collected (user_id, item_id, collected_at) VALUES (?, ?, ?)');
  for (const itemId of ['fm_item_en', 'fm_item_ja', 'fm_item_zh', 'npc_item_en'])
    collected.run(SeedIds.users.viewer, itemId, now - DAY_MS);

  // 26 players and the viewer; two pairs tie (ties share a rank).
  const score = db.prepare('INSERT INTO summer_scores (user_id, nickname, score) VALUES (?, ?, ?)');
  RANK_NAMES.forEach((name, i) =>
    score.run(`u_summer_${i + 1}`, name, 5000 - i * 150 + (i === 3 || i === 10 ? 150 : 0)),
  );
  score.run(SeedIds.users.viewer, 'Robin', 2300);
}
