import { GEM_EXPIRY_DAYS } from '../../src/platform/constants';
import type { Db } from '../db/database';
import { claimGems, content, inviteRewardGems, products } from './content';
import { SEED_LOCALES, SeedIds, type SeedLocale } from './ids';
import { mediaPath } from '../services/media';
import { seedRankings } from './rank-seed';
import { drawCard } from '../services/records';
import { seedHelp } from './help-seed';
import { seedCampaign } from './campaign';
import { creatorCredential, seedCreatorTools } from './creator-seed';

const DAY = 24 * 60 * 60 * 1000;
/** Content that should stay available in a long-lived development database. */
const FAR_FUTURE = 3650 * DAY;

/** True when the database holds no seed yet. */
export function needsSeed(db: Db): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  return row.n === 0;
}

/** Fills an empty database with the seed content; times are relative to `now`. */
export function seedDatabase(db: Db, now: number): void {
  db.transaction(() => {
    insertSeed(db, now);
    seedCampaign(db, now);
  })();
}

function insertSeed(db: Db, now: number): void {
  const user =
    db.prepare(`INSERT INTO users (user_id, nickname, avatar_url, bio, locale, is_anonymous, credential, status,
      member_tier, member_expires_at, follower_count, following_count, created_at)
    VALUES (@user_id, @nickname, @avatar_url, @bio, @locale, 0, @credential, @status, @member_tier, @member_expires_at,
      @follower_count, @following_count, @created_at)`);
  const inviteCode = db.prepare(
    'INSERT INTO invite_codes (code, owner_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
  );
  const addUser = (u: {
    user_id: string;
    nickname: string;
    bio?: string;
    locale?: string;
    credential?: string | null;
    status?: string;
    member_tier?: string;
    member_expires_at?: number | null;
    follower_count?: number;
    code: string;
    codeExpiresAt?: number;
  }) => {
    user.run({
      bio: '',
      locale: 'en',
      credential: null,
      status: 'active',
      member_tier: 'none',
      member_expires_at: null,
      follower_count: 0,
      following_count: 3,
      created_at: now - 90 * DAY,
      avatar_url: mediaPath('avatar', u.user_id),
      ...u,
    });
    inviteCode.run(u.code, u.user_id, u.codeExpiresAt ?? now + 365 * DAY, now - 90 * DAY);
  };

  const ids = SeedIds;
  addUser({
    user_id: ids.users.viewer,
    nickname: 'Robin',
    credential: ids.credentials.viewer,
    code: ids.inviteCodes.viewer,
  });
  addUser({
    user_id: ids.users.standardMember,
    nickname: 'Kai',
    credential: ids.credentials.standardMember,
    member_tier: 'standard',
    member_expires_at: now + 20 * DAY,
    code: ids.inviteCodes.standardMember,
  });
  addUser({
    user_id: ids.users.proMember,
    nickname: 'Noor',
    credential: ids.credentials.proMember,
    member_tier: 'pro',
    member_expires_at: now + 200 * DAY,
    code: ids.inviteCodes.proMember,
  });
  addUser({
    user_id: ids.users.banned,
    nickname: 'Spammy',
    credential: ids.credentials.banned,
    status: 'banned',
    code: ids.inviteCodes.banned,
  });
  addUser({
    user_id: ids.users.expiredInviter,
    nickname: 'Old Friend',
    code: ids.inviteCodes.expired,
    codeExpiresAt: now - DAY,
  });
  for (const locale of SEED_LOCALES) {
    const c = content[locale];
    addUser({
      user_id: ids.users.creator[locale],
      nickname: c.creator.nickname,
      bio: c.creator.bio,
      locale,
      credential: creatorCredential(locale),
      member_tier: 'pro',
      member_expires_at: now + FAR_FUTURE,
      follower_count: 12_400,
      code: ids.inviteCodes.creator[locale],
    });
  }

  const npc =
    db.prepare(`INSERT INTO npcs (npc_id, locale, name, avatar_url, cover_url, bio, character_type, follower_count, author_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const message =
    db.prepare(`INSERT INTO messages (owner_kind, owner_id, seq, message_id, sender, kind, text, audio_url,
      audio_duration_ms, audio_expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const addMessages = (ownerKind: 'chat' | 'memory', ownerId: string, locale: SeedLocale) => {
    content[locale].messages.forEach((m, seq) => {
      const voice = m.kind === 'voice';
      const messageId = `${ownerId}_m${seq + 1}`;
      message.run(
        ownerKind,
        ownerId,
        seq,
        messageId,
        m.sender,
        m.kind,
        m.text,
        voice ? mediaPath('audio', messageId) : null,
        voice ? 4200 : null,
        voice ? now + FAR_FUTURE : null,
      );
    });
  };
  const chat = db.prepare(
    'INSERT INTO chats (chat_id, locale, title, npc_id, author_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const memory = db.prepare(`INSERT INTO memories (memory_id, locale, title, content, cover_url, npc_id, author_id,
      history_available, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const image =
    db.prepare(`INSERT INTO images (image_id, locale, url, width, height, prompt, npc_id, author_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const material = db.prepare(`INSERT INTO materials (material_id, locale, material_type, title, url, width, height,
      duration_ms, npc_id, author_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const template =
    db.prepare(`INSERT INTO templates (template_id, locale, title, description, cover_url, preview_video_url,
      use_count, author_id, deleted_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const video =
    db.prepare(`INSERT INTO videos (video_id, locale, title, cover_url, video_url, duration_ms, width, height,
      play_count, npc_id, author_id, removed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const post =
    db.prepare(`INSERT INTO posts (post_id, locale, title, content, image_urls, npc_id, author_id, visibility,
      like_count, comment_count, trending_rank, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const fm = db.prepare(`INSERT INTO fm_episodes (fm_id, locale, fm_type, title, description, cover_url, audio_url,
      duration_ms, play_count, npc_id, author_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  for (const locale of SEED_LOCALES) {
    const c = content[locale];
    const author = ids.users.creator[locale];
    const npcId = ids.npcs[locale];
    npc.run(
      npcId,
      locale,
      c.npc.name,
      mediaPath('avatar', npcId),
      mediaPath('cover', npcId),
      c.npc.bio,
      1,
      48_200,
      author,
    );
    const gameId = ids.gameNpcs[locale];
    npc.run(
      gameId,
      locale,
      c.gameNpc.name,
      mediaPath('avatar', gameId),
      mediaPath('cover', gameId),
      c.gameNpc.bio,
      3,
      9_800,
      author,
    );

    chat.run(ids.chats[locale], locale, c.chatTitle, npcId, author, now - 2 * DAY);
    addMessages('chat', ids.chats[locale], locale);
    memory.run(
      ids.memories[locale],
      locale,
      c.memory.title,
      c.memory.content,
      mediaPath('cover', ids.memories[locale]),
      npcId,
      author,
      1,
      now - 3 * DAY,
    );
    addMessages('memory', ids.memories[locale], locale);

    image.run(
      ids.images[locale],
      locale,
      mediaPath('image', ids.images[locale]),
      768,
      1024,
      c.imagePrompt,
      npcId,
      author,
      now - DAY,
    );
    const imageMaterial = ids.materials.image[locale];
    material.run(
      imageMaterial,
      locale,
      'image',
      c.materialImageTitle,
      mediaPath('image', imageMaterial),
      768,
      1024,
      0,
      npcId,
      author,
      now + FAR_FUTURE,
      now - DAY,
    );
    const voiceMaterial = ids.materials.voice[locale];
    material.run(
      voiceMaterial,
      locale,
      'voice',
      c.materialVoiceTitle,
      mediaPath('audio', voiceMaterial),
      0,
      0,
      3600,
      npcId,
      author,
      now + FAR_FUTURE,
      now - DAY,
    );
    template.run(
      ids.templates[locale],
      locale,
      c.template.title,
      c.template.description,
      mediaPath('cover', ids.templates[locale]),
      mediaPath('video', ids.templates[locale]),
      3_450,
      author,
      null,
      now - 20 * DAY,
    );
    video.run(
      ids.videos[locale],
      locale,
      c.videoTitle,
      mediaPath('cover', ids.videos[locale]),
      mediaPath('video', ids.videos[locale]),
      15_000,
      720,
      1280,
      88_000,
      npcId,
      author,
      null,
      now - 4 * DAY,
    );
    post.run(
      ids.posts[locale],
      locale,
      c.post.title,
      c.post.content,
      JSON.stringify([mediaPath('image', ids.posts[locale])]),
      npcId,
      author,
      100,
      1_204,
      87,
      null,
      now - 5 * DAY,
    );
    c.trending.forEach((t, index) => {
      const postId = `${ids.trendingPostPrefix}_${locale}_${index + 1}`;
      post.run(
        postId,
        locale,
        t.title,
        t.content,
        JSON.stringify([mediaPath('image', postId)]),
        index === 1 ? gameId : npcId,
        author,
        100,
        9_000 - index * 1_000,
        400 - index * 50,
        index + 1,
        now - (index + 1) * DAY,
      );
    });
    fm.run(
      ids.fm[locale],
      locale,
      1,
      c.fm.title,
      c.fm.description,
      mediaPath('cover', ids.fm[locale]),
      mediaPath('audio', ids.fm[locale]),
      180_000,
      15_300,
      npcId,
      author,
      now - 6 * DAY,
    );
  }

  // Unhappy cases, in English, with stable ids.
  const en = content.en;
  const enAuthor = ids.users.creator.en;
  const enNpc = ids.npcs.en;
  chat.run(ids.chatByBannedUser, 'en', en.chatTitle, enNpc, ids.users.banned, now - DAY);
  addMessages('chat', ids.chatByBannedUser, 'en');
  memory.run(
    ids.memoryHistoryUnavailable,
    'en',
    en.memory.title,
    en.memory.content,
    mediaPath('cover', ids.memoryHistoryUnavailable),
    enNpc,
    enAuthor,
    0,
    now - 30 * DAY,
  );
  material.run(
    ids.materials.expiredImage,
    'en',
    'image',
    en.materialImageTitle,
    mediaPath('image', ids.materials.expiredImage),
    768,
    1024,
    0,
    enNpc,
    enAuthor,
    now - DAY,
    now - 8 * DAY,
  );
  material.run(
    ids.materials.expiredVoice,
    'en',
    'voice',
    en.materialVoiceTitle,
    mediaPath('audio', ids.materials.expiredVoice),
    0,
    0,
    3600,
    enNpc,
    enAuthor,
    now - DAY,
    now - 8 * DAY,
  );
  template.run(
    ids.deletedTemplate,
    'en',
    en.template.title,
    en.template.description,
    mediaPath('cover', ids.deletedTemplate),
    mediaPath('video', ids.deletedTemplate),
    12,
    enAuthor,
    now - 2 * DAY,
    now - 40 * DAY,
  );
  video.run(
    ids.goneVideo,
    'en',
    en.videoTitle,
    mediaPath('cover', ids.goneVideo),
    mediaPath('video', ids.goneVideo),
    15_000,
    720,
    1280,
    10,
    enNpc,
    enAuthor,
    now - 2 * DAY,
    now - 40 * DAY,
  );
  const visibilityPosts: [string, number][] = [
    [ids.postsByVisibility.doingModeration, 0],
    [ids.postsByVisibility.visibleAll, 100],
    [ids.postsByVisibility.visibleSelf, 200],
    [ids.postsByVisibility.visibleNone, 300],
    [ids.postsByVisibility.handsOff, 400],
  ];
  for (const [postId, visibility] of visibilityPosts) {
    post.run(
      postId,
      'en',
      en.post.title,
      en.post.content,
      JSON.stringify([mediaPath('image', postId)]),
      enNpc,
      enAuthor,
      visibility,
      40,
      3,
      null,
      now - DAY,
    );
  }
  post.run(
    ids.postByBannedUser,
    'en',
    en.post.title,
    en.post.content,
    '[]',
    null,
    ids.users.banned,
    100,
    2,
    0,
    null,
    now - DAY,
  );

  // Membership products.
  const product =
    db.prepare(`INSERT INTO products (product_id, store_product_id, kind, tier, titles, descriptions, benefits,
      period_days, gems, price_cents, original_price_cents, currency, required_tier, daily_limited, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'USD', ?, ?, ?)`);
  products.forEach((p, sort) => {
    product.run(
      p.productId,
      p.storeProductId,
      p.kind,
      p.tier,
      JSON.stringify(p.titles),
      JSON.stringify(p.descriptions),
      JSON.stringify(p.benefits),
      p.periodDays,
      p.gems,
      p.priceCents,
      p.originalPriceCents,
      p.requiredTier,
      p.dailyLimited ? 1 : 0,
      sort,
    );
  });

  // Gems of several ages (SPEC §9: they expire 180 days after grant).
  const grant = db.prepare(
    'INSERT INTO gem_grants (user_id, amount, source, granted_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const addGrant = (userId: string, amount: number, source: string, grantedAt: number) =>
    grant.run(userId, amount, source, grantedAt, grantedAt + GEM_EXPIRY_DAYS * DAY);
  addGrant(ids.users.viewer, 120, 'gift', now - 10 * DAY);
  addGrant(ids.users.viewer, 80, 'invitation', now - (GEM_EXPIRY_DAYS - 1) * DAY);
  addGrant(ids.users.viewer, 200, 'purchase', now - 200 * DAY);
  addGrant(ids.users.standardMember, claimGems.monthly.standard, 'membership_monthly', now - 15 * DAY);
  addGrant(ids.users.proMember, claimGems.monthly.pro, 'membership_monthly', now - 15 * DAY);

  // When each character was made (its originality statement).
  db.prepare('UPDATE npcs SET created_at = ?').run(now - 60 * DAY);

  // The standard member's records: 200 event gems expiring in 4 days (50 left after the draws: expiring soon), and card
  // draws on
  // several days, one of them older than the 30 days the records keep.
  addGrant(ids.users.standardMember, 200, 'event', now - (GEM_EXPIRY_DAYS - 4) * DAY);
  const drawAt = (daysAgo: number, hour: number, n: number) =>
    drawCard(
      db,
      ids.users.standardMember,
      ids.npcs.en,
      `seed_${daysAgo}_${hour}_${n}`,
      now - daysAgo * DAY - hour * 3600_000,
    );
  drawAt(35, 0, 1);
  drawAt(6, 2, 1);
  drawAt(2, 5, 1);
  drawAt(2, 1, 2);
  drawAt(0, 1, 1);

  // The viewer's invitation rewards: one to receive, one received, one expired.
  const reward =
    db.prepare(`INSERT INTO invite_rewards (reward_id, user_id, kind, gems, friend_id, expires_at, received_at, created_at)
    VALUES (?, ?, 'invite', ?, ?, ?, ?, ?)`);
  reward.run(
    ids.rewards.receivable,
    ids.users.viewer,
    inviteRewardGems.invite,
    ids.users.standardMember,
    now + 30 * DAY,
    null,
    now - DAY,
  );
  reward.run(
    ids.rewards.received,
    ids.users.viewer,
    inviteRewardGems.invite,
    ids.users.proMember,
    now + 25 * DAY,
    now - 5 * DAY,
    now - 6 * DAY,
  );
  reward.run(
    ids.rewards.expired,
    ids.users.viewer,
    inviteRewardGems.invite,
    ids.users.creator.en,
    now - DAY,
    null,
    now - 31 * DAY,
  );
  db.prepare('INSERT INTO invite_bindings (invitee_id, code, inviter_id, bound_at) VALUES (?, ?, ?, ?)').run(
    ids.users.standardMember,
    ids.inviteCodes.viewer,
    ids.users.viewer,
    now - DAY,
  );
  db.prepare('INSERT INTO invite_bindings (invitee_id, code, inviter_id, bound_at) VALUES (?, ?, ?, ?)').run(
    ids.users.proMember,
    ids.inviteCodes.viewer,
    ids.users.viewer,
    now - 6 * DAY,
  );

  seedRankings(db, now);
  seedHelp(db, now);
  seedCreatorTools(db, now);
}
