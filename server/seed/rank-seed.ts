/**
 * Seed of the rankings area: 110 ranked characters and their 20 creators, daily points per board,
 * gem support, star tasks and achievements. Scores come from a fixed hash, so every database (and every
 * `POST /__control/reset`) gets the same boards, with the ties and leaders listed in SeedIds.rank.
 */
import type { Db } from '../db/database';
import { dayKey, DAY_MS } from '../services/clock';
import { mediaPath } from '../services/media';
import { SeedIds } from './ids';

const FIRST = [
  'Aria',
  'Blaze',
  'Cleo',
  'Dax',
  'Echo',
  'Faye',
  'Gale',
  'Hana',
  'Iris',
  'Juno',
  'Kira',
  'Leo',
  'Mira',
  'Nova',
  'Orin',
  'Pax',
  'Quinn',
  'Rhea',
  'Sol',
  'Tao',
  'Uma',
  'Vex',
];
const TITLE = ['the Bard', 'of the Tides', 'the Knight', 'from Mars', 'the Detective'];
const CREATORS = [
  'Mika Draws',
  'Story Owl',
  'Lumen',
  'Captain Quill',
  'Paper Fox',
  'Neon Jay',
  'Sakura Ink',
  'Odd Tales',
  'Ravi Writes',
  'Moonlit',
  'Bea Builds',
  'Tomo',
  'Iva Verse',
  'Zed Plays',
  'Marisol',
  'Kenji',
  'Ola Sketch',
  'Pip',
  'Rune Maker',
  'Sunny Side',
];

export const RANK_NPC_COUNT = 110;
export const rankNpcId = (index: number) => `npc_rank_${String(index).padStart(3, '0')}`;
const creatorId = (index: number) => `u_rank_creator_${String(index).padStart(2, '0')}`;

/** Star levels: the stars each level needs (level 1 needs none). */
export const STAR_LEVELS = [0, 20, 50, 90, 140] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Points of one character on one board on the day `offset` days from the seed day. */
function pointsOf(npcId: string, board: 'popular' | 'gem_elite', offset: number): number | null {
  const r = SeedIds.rank;
  const [leader, tied, step, spread, leadBonus, tieBonus] =
    board === 'popular'
      ? [r.popularTop, r.popularTied as readonly string[], 10, 60, 2600, 1500]
      : [r.gemEliteTop, r.gemEliteTied as readonly string[], 5, 40, 1000, 700];
  // The tied pair shares one sequence of points, so they tie on every day and every period.
  const key = tied.includes(npcId) ? 'tied' : npcId;
  const h = hash(`${key}|${board}|${offset}`);
  if (key === npcId && npcId !== leader && h % 9 === 0) return null; // not active that day
  if (board === 'gem_elite' && npcId === r.unsupportedNpc) return null; // no gems sent: no supporters, not on the gem-elite board
  const base = step * (h % spread);
  return base + (npcId === leader ? leadBonus : key === 'tied' ? tieBonus : 0);
}

/**
 * Who sent a character's gems of one day, as [supporter index, gems]: one to three supporters sharing
 * the day's points; npc_rank_001's first two supporters give the same, each more than the third.
 */
function supportsOf(npcId: string, day: string, points: number): [supporter: number, gems: number][] {
  const h = hash(`${npcId}|${day}|support`);
  if (npcId === SeedIds.rank.popularTop) {
    const each = Math.floor(points * 0.4);
    return (
      [
        [0, each],
        [1, each],
        [2 + (h % 20), points - 2 * each],
      ] as [number, number][]
    ).filter(([, gems]) => gems > 0);
  }
  const count = 1 + (h % 3);
  const share = Math.floor(points / count);
  const first = (h >>> 4) % 23;
  return Array.from({ length: count }, (_, i): [number, number] => [
    first + i * 7,
    i < count - 1 ? share : points - share * (count - 1),
  ]).filter(([, gems]) => gems > 0);
}

export function seedRankings(db: Db, now: number): void {
  const ids = SeedIds;
  const user =
    db.prepare(`INSERT INTO users (user_id, nickname, avatar_url, bio, locale, is_anonymous, credential, status,
      member_tier, member_expires_at, follower_count, following_count, created_at) VALUES (?, ?, ?, '', 'en', 0, NULL, 'active', 'none', NULL, ?, 5, ?)`);
  CREATORS.forEach((nickname, i) =>
    user.run(creatorId(i + 1), nickname, mediaPath('avatar', creatorId(i + 1)), 500 + i * 37, now - 200 * DAY_MS),
  );

  const npc =
    db.prepare(`INSERT INTO npcs (npc_id, locale, name, avatar_url, cover_url, bio, character_type, follower_count, author_id)
    VALUES (?, 'en', ?, ?, ?, ?, 1, ?, ?)`);
  for (let i = 1; i <= RANK_NPC_COUNT; i += 1) {
    const npcId = rankNpcId(i);
    const name = `${FIRST[(i - 1) % FIRST.length]} ${TITLE[Math.floor((i - 1) / FIRST.length) % TITLE.length]}`;
    const author = npcId === ids.rank.viewerNpc ? ids.users.viewer : creatorId(((i - 1) % CREATORS.length) + 1);
    npc.run(
      npcId,
      name,
      mediaPath('avatar', npcId),
      mediaPath('cover', npcId),
      `${name} is waiting to chat.`,
      1_000 + (hash(npcId) % 50_000),
      author,
    );
  }

  // Daily points of every character, ranked ones and the seed content's own.
  const allNpcs = (db.prepare('SELECT npc_id FROM npcs ORDER BY npc_id').all() as { npc_id: string }[]).map(
    (row) => row.npc_id,
  );
  const point = db.prepare('INSERT INTO rank_points (board, day, npc_id, points) VALUES (?, ?, ?, ?)');
  const gemElitePoints: [day: string, npcId: string, points: number, dayStart: number][] = [];
  for (let offset = -ids.rank.daysBack; offset <= ids.rank.daysAhead; offset += 1) {
    const day = dayKey(now + offset * DAY_MS);
    for (const npcId of allNpcs) {
      for (const board of ['popular', 'gem_elite'] as const) {
        const points = pointsOf(npcId, board, offset);
        if (points === null) continue;
        point.run(board, day, npcId, points);
        if (board === 'gem_elite')
          gemElitePoints.push([day, npcId, points, Math.floor((now + offset * DAY_MS) / DAY_MS) * DAY_MS]);
      }
    }
  }

  // Gem support: a character's gem-elite points of a day are the gems its supporters sent that day, so
  // its supporters over a period add up to its gem-elite score for that period. The two supporters of
  // npc_rank_001 that give the most give the same each day (a tie on every period); npc_rank_110 has none.
  const pool = [
    ids.users.viewer,
    ids.users.standardMember,
    ids.users.proMember,
    ...CREATORS.map((_, i) => creatorId(i + 1)),
  ];
  const support = db.prepare('INSERT INTO gem_supports (supporter_id, npc_id, gems, supported_at) VALUES (?, ?, ?, ?)');
  for (const [day, npcId, points, dayStart] of gemElitePoints) {
    for (const [supporter, gems] of supportsOf(npcId, day, points))
      support.run(pool[supporter % pool.length], npcId, gems, dayStart);
  }

  // Star ranks: stars and five tasks per character.
  const stars = db.prepare('INSERT INTO npc_stars (npc_id, stars) VALUES (?, ?)');
  const task = db.prepare(
    'INSERT INTO star_tasks (npc_id, task_id, position, kind, target, progress, stars) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const taskKinds = [
    ['chat_messages', 500, 5],
    ['voice_call_minutes', 60, 5],
    ['gems_received', 1000, 10],
    ['new_followers', 200, 5],
    ['shares', 20, 3],
  ] as const;
  for (const npcId of allNpcs) {
    const h = hash(`${npcId}|stars`);
    stars.run(npcId, npcId === ids.rank.popularTop ? 150 : h % 140);
    taskKinds.forEach(([kind, target, reward], position) => {
      const progress =
        npcId === ids.rank.popularTop && position < 2
          ? target
          : Math.min(target, Math.floor(target * ((hash(`${npcId}|${kind}`) % 100) / 100)));
      task.run(npcId, `${npcId}_${kind}`, position, kind, target, progress, reward);
    });
  }

  // Achievements: permanent and limited (one limited per scope still open, one already over).
  const achievement = db.prepare(
    'INSERT INTO achievements (achievement_id, scope, kind, position, validity, valid_from, valid_until, target) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const defs: [string, 'npc' | 'user', string, 'permanent' | 'limited', number | null, number | null, number | null][] =
    [
      ['ach_npc_chats_1k', 'npc', 'chats_1k', 'permanent', null, null, 1000],
      ['ach_npc_popular_top10', 'npc', 'popular_top10', 'permanent', null, null, null],
      ['ach_npc_gem_champion', 'npc', 'gem_elite_champion', 'permanent', null, null, null],
      ['ach_npc_voice_star', 'npc', 'voice_star', 'permanent', null, null, 60],
      ['ach_npc_festival_2026', 'npc', 'festival_2026', 'limited', now - 10 * DAY_MS, now + 20 * DAY_MS, 500],
      ['ach_user_first_character', 'user', 'first_character', 'permanent', null, null, 1],
      ['ach_user_chat_streak_7', 'user', 'chat_streak_7', 'permanent', null, null, 7],
      ['ach_user_generous', 'user', 'generous_supporter', 'permanent', null, null, 1000],
      ['ach_user_summer_event', 'user', 'summer_event', 'limited', now - 5 * DAY_MS, now + 25 * DAY_MS, null],
      ['ach_user_early_bird', 'user', 'early_bird', 'limited', now - 400 * DAY_MS, now - 30 * DAY_MS, null],
    ];
  defs.forEach(([id, scope, kind, validity, from, until, target], position) =>
    achievement.run(id, scope, kind, position, validity, from, until, target),
  );
  const progress = db.prepare(
    'INSERT INTO achievement_progress (achievement_id, owner_id, current, unlocked_at) VALUES (?, ?, ?, ?)',
  );
  const npcOwner = ids.achievements.npcOwner;
  progress.run('ach_npc_chats_1k', npcOwner, 1000, now - 30 * DAY_MS);
  progress.run('ach_npc_popular_top10', npcOwner, 1, now - 12 * DAY_MS);
  progress.run('ach_npc_voice_star', npcOwner, 42, null);
  progress.run('ach_npc_festival_2026', npcOwner, 500, now - 2 * DAY_MS);
  const userOwner = ids.achievements.userOwner;
  progress.run('ach_user_first_character', userOwner, 1, now - 80 * DAY_MS);
  progress.run('ach_user_chat_streak_7', userOwner, 3, null);
  progress.run('ach_user_generous', userOwner, 420, null);
  progress.run('ach_user_summer_event', userOwner, 1, now - DAY_MS);
  progress.run('ach_user_early_bird', userOwner, 1, now - 300 * DAY_MS);
}
