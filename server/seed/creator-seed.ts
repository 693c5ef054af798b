/**
 * Seed of the creator tools: the five creators with their numbers of the last weeks, the English
 * creator's subscription (one level set, planning list, a subscriber and an unconfirmed one), themes,
 * series and topics. Times are relative to `now`.
 */
import { WEEKLY_COUNT_KEYS, type WeeklyCountKey } from '../../src/api/contract/creator';
import type { Db } from '../db/database';
import { dayStart } from '../services/creators';
import { DAY_MS } from '../services/clock';
import { mediaPath } from '../services/media';
import { SEED_LOCALES, SeedIds, type SeedLocale } from './ids';

const CREDENTIAL_KEY = { en: 'creator', zh: 'creatorZh', es: 'creatorEs', pt: 'creatorPt', ja: 'creatorJa' } as const;
export const creatorCredential = (locale: SeedLocale): string => SeedIds.credentials[CREDENTIAL_KEY[locale]];

/** A typical day of a mid-sized creator; each day varies around it. */
const TYPICAL_DAY: Record<WeeklyCountKey, number> = {
  see_count: 1800,
  chat_cid_ucnt: 240,
  total_msg_num: 5200,
  comment_cnt: 36,
  total_new_followers: 22,
  earn_coin_amount: 140,
  npc_create_num: 1,
  create_card_nums: 4,
  pics_cnt: 9,
  enter_personal_page_cnt: 130,
  sub_ucnt: 3,
};

/** Deterministic variation so reloads show the same numbers. */
const wave = (day: number, salt: number): number => 0.6 + ((Math.sin(day * 1.7 + salt) + 1) / 2) * 0.8;

const SEEDED_DAYS = 42;

export function seedCreatorTools(db: Db, now: number): void {
  const today = dayStart(now);
  const creator = db.prepare('INSERT INTO creators (user_id, max_levels, max_price_gems) VALUES (?, ?, ?)');
  const stat = db.prepare('INSERT INTO creator_daily_stats (user_id, day, counts) VALUES (?, ?, ?)');
  SEED_LOCALES.forEach((locale, li) => {
    const userId = SeedIds.users.creator[locale];
    creator.run(userId, 3, 5000);
    for (let i = 1; i <= SEEDED_DAYS; i += 1) {
      const day = today - i * DAY_MS;
      // The last week grows a little over the one before, so the comparison shows movement.
      const growth = i <= 7 ? 1.15 : 1;
      const counts = Object.fromEntries(
        WEEKLY_COUNT_KEYS.map((k, ki) => [k, Math.round(TYPICAL_DAY[k] * wave(i, ki + li) * growth)]),
      );
      stat.run(userId, day, JSON.stringify(counts));
    }
  });

  const en = SeedIds.users.creator.en;
  db.prepare('INSERT INTO subscription_settings (creator_id, benefits, updated_at) VALUES (?, ?, ?)').run(
    en,
    'Early access to new characters and a monthly behind-the-scenes letter.',
    now - 10 * DAY_MS,
  );
  db.prepare('INSERT INTO subscription_levels (creator_id, level, price_gems, created_at) VALUES (?, 1, 100, ?)').run(
    en,
    now - 10 * DAY_MS,
  );
  const plan = db.prepare('INSERT INTO subscription_plans (plan_id, creator_id, title, due_at) VALUES (?, ?, ?, ?)');
  const [plan1, plan2] = SeedIds.creator.plans;
  plan.run(plan1, en, 'A new chapter of Luna’s library', now + 5 * DAY_MS);
  plan.run(plan2, en, 'Voice letters for subscribers', now + 12 * DAY_MS);
  const sub = db.prepare(
    'INSERT INTO subscriptions (subscriber_id, creator_id, level, status, created_at) VALUES (?, ?, 1, ?, ?)',
  );
  sub.run(SeedIds.users.viewer, en, 'active', now - 3 * DAY_MS);
  sub.run(SeedIds.users.proMember, en, 'unconfirmed', now - DAY_MS);

  const theme = db.prepare('INSERT INTO themes (theme_id, payload) VALUES (?, ?)');
  theme.run(
    SeedIds.creator.themes.sakura,
    JSON.stringify({
      name: 'Sakura Evening',
      background: '#fde8ef',
      bubble_ai: '#ffffff',
      bubble_ai_text: '#4a2333',
      bubble_user: '#c2185b',
      bubble_user_text: '#ffffff',
      accent: '#ad1457',
      price_gems: 120,
      samples: [
        { sender: 'ai', text: 'The petals are falling again. Walk with me?' },
        { sender: 'user', text: 'Always. Tell me what you saw today.' },
        { sender: 'ai', text: 'A cat asleep on the temple steps, and you, late as usual.' },
      ],
    }),
  );
  theme.run(
    SeedIds.creator.themes.midnight,
    JSON.stringify({
      name: 'Midnight Library',
      background: '#14182b',
      bubble_ai: '#262c48',
      bubble_ai_text: '#f0f2ff',
      bubble_user: '#ffd54f',
      bubble_user_text: '#1b1b1b',
      accent: '#ffd54f',
      price_gems: 0,
      samples: [
        { sender: 'ai', text: 'Quiet, please. The books are sleeping.' },
        { sender: 'user', text: 'Then read me one in a whisper.' },
      ],
    }),
  );

  const series = db.prepare('INSERT INTO series (series_id, payload) VALUES (?, ?)');
  const npc = (id: string, name: string, role: string) => ({
    npc_id: id,
    name,
    avatar_url: mediaPath('avatar', id),
    role,
  });
  series.run(
    SeedIds.creator.series.finished,
    JSON.stringify({
      title: 'The Lighthouse Keeper',
      finished: true,
      cover_url: mediaPath('cover', 'series_5'),
      memory_id: SeedIds.memories.en,
      epilogue:
        'The lamp burns again. Rowan closes the case file, Luna shelves the last logbook, and the keeper, found at last, ' +
        'writes one more line: “Thank you for staying until the end of the story.”',
      characters: [
        npc(SeedIds.npcs.en, 'Luna', 'The librarian'),
        npc(SeedIds.gameNpcs.en, 'Detective Rowan', 'The detective'),
      ],
    }),
  );
  series.run(
    SeedIds.creator.series.ongoing,
    JSON.stringify({
      title: 'Letters from the Harbor',
      finished: false,
      cover_url: mediaPath('cover', 'series_6'),
      memory_id: null,
      epilogue: '',
      characters: [npc(SeedIds.npcs.en, 'Luna', 'The letter writer')],
    }),
  );

  const topic = db.prepare('INSERT INTO topics (tag_id, status, payload) VALUES (?, ?, ?)');
  topic.run(
    SeedIds.creator.topics.visible,
    'visible',
    JSON.stringify({
      name: 'Cozy Nights',
      description: 'Rainy evenings, warm drinks and characters who listen.',
      posts: [
        {
          post_id: SeedIds.posts.en,
          title: 'Tea with Luna',
          content: 'She remembered my favourite blend.',
          author_nickname: 'Maple Writes',
          like_count: 1204,
        },
        {
          post_id: 'trending_post_en_1',
          title: 'Storm outside, stories inside',
          content: 'Three hours of ghost stories.',
          author_nickname: 'Maple Writes',
          like_count: 9000,
        },
      ],
    }),
  );
  topic.run(
    SeedIds.creator.topics.underReview,
    'under_review',
    JSON.stringify({ name: 'New Topic', description: '', posts: [] }),
  );
}

/** Databases seeded before the creator tools: add their seed once. */
export function needsCreatorSeed(db: Db): boolean {
  const users = (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  const creators = (db.prepare('SELECT COUNT(*) AS n FROM creators').get() as { n: number }).n;
  return users > 0 && creators === 0;
}

/** Makes an existing account a creator (3 levels, 5000 gems) with the English seed creator's daily numbers. */
export function makeCreator(db: Db, userId: string): boolean {
  return db.transaction(() => {
    if (!db.prepare('SELECT 1 FROM users WHERE user_id = ?').get(userId)) return false;
    db.prepare('INSERT OR IGNORE INTO creators (user_id, max_levels, max_price_gems) VALUES (?, 3, 5000)').run(userId);
    db.prepare(
      'INSERT OR IGNORE INTO creator_daily_stats (user_id, day, counts) SELECT ?, day, counts FROM creator_daily_stats WHERE user_id = ?',
    ).run(userId, SeedIds.users.creator.en);
    return true;
  })();
}
