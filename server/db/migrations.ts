/**
 * Schema migrations, applied in order at start-up. `PRAGMA user_version` records how many have run,
 * so a database file from an older build is brought forward and a new one is built from scratch.
 * Append new migrations; never edit one that has shipped.
 */
import type Database from 'better-sqlite3';
import { SEED_LOCALES } from '../seed/ids';
import { seedTitlesSql } from '../seed/summer-titles';
import { normaliseStoredPhones, type MigrationContext } from './normalise-phones';

/** SQL, or a function for what SQL cannot do (reading phone numbers). */
export type Migration = string | ((db: Database.Database, context: MigrationContext) => void);

export const migrations: readonly Migration[] = [
  // 1: accounts, tokens, content, membership, invitation, analytics, error reports
  `
  CREATE TABLE users (
    user_id TEXT PRIMARY KEY,
    nickname TEXT NOT NULL,
    avatar_url TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    locale TEXT NOT NULL DEFAULT 'en',
    is_anonymous INTEGER NOT NULL,
    device_uuid TEXT,
    credential TEXT UNIQUE,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'banned')),
    member_tier TEXT NOT NULL DEFAULT 'none' CHECK (member_tier IN ('none', 'standard', 'pro')),
    member_expires_at INTEGER,
    follower_count INTEGER NOT NULL DEFAULT 0,
    following_count INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  -- One anonymous account per device, even when two logins race.
  CREATE UNIQUE INDEX users_anonymous_device ON users (device_uuid) WHERE is_anonymous = 1;

  CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('auth', 'refresh')),
    user_id TEXT NOT NULL REFERENCES users (user_id),
    family_id TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    revoked_at INTEGER
  );
  CREATE INDEX tokens_family ON tokens (family_id);
  CREATE INDEX tokens_user ON tokens (user_id);

  CREATE TABLE npcs (
    npc_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    name TEXT NOT NULL,
    avatar_url TEXT NOT NULL,
    cover_url TEXT NOT NULL,
    bio TEXT NOT NULL,
    character_type INTEGER NOT NULL,
    follower_count INTEGER NOT NULL,
    author_id TEXT NOT NULL REFERENCES users (user_id)
  );

  -- Messages of shared chats and of the conversations behind memories.
  CREATE TABLE messages (
    owner_kind TEXT NOT NULL CHECK (owner_kind IN ('chat', 'memory')),
    owner_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    message_id TEXT NOT NULL UNIQUE,
    sender TEXT NOT NULL CHECK (sender IN ('ai', 'user')),
    kind TEXT NOT NULL CHECK (kind IN ('text', 'voice', 'aside')),
    text TEXT NOT NULL,
    audio_url TEXT,
    audio_duration_ms INTEGER,
    audio_expires_at INTEGER,
    PRIMARY KEY (owner_kind, owner_id, seq)
  );

  CREATE TABLE chats (
    chat_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    author_id TEXT NOT NULL REFERENCES users (user_id),
    created_at INTEGER NOT NULL
  );

  CREATE TABLE memories (
    memory_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    cover_url TEXT NOT NULL,
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    author_id TEXT NOT NULL REFERENCES users (user_id),
    history_available INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE images (
    image_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    url TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    prompt TEXT NOT NULL,
    npc_id TEXT REFERENCES npcs (npc_id),
    author_id TEXT NOT NULL REFERENCES users (user_id),
    created_at INTEGER NOT NULL
  );

  CREATE TABLE materials (
    material_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    material_type TEXT NOT NULL CHECK (material_type IN ('image', 'voice')),
    title TEXT NOT NULL,
    url TEXT NOT NULL,
    width INTEGER NOT NULL DEFAULT 0,
    height INTEGER NOT NULL DEFAULT 0,
    duration_ms INTEGER NOT NULL DEFAULT 0,
    npc_id TEXT REFERENCES npcs (npc_id),
    author_id TEXT NOT NULL REFERENCES users (user_id),
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE templates (
    template_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    cover_url TEXT NOT NULL,
    preview_video_url TEXT NOT NULL,
    use_count INTEGER NOT NULL,
    author_id TEXT NOT NULL REFERENCES users (user_id),
    deleted_at INTEGER,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE videos (
    video_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    cover_url TEXT NOT NULL,
    video_url TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    play_count INTEGER NOT NULL,
    npc_id TEXT REFERENCES npcs (npc_id),
    author_id TEXT NOT NULL REFERENCES users (user_id),
    removed_at INTEGER,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE posts (
    post_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    image_urls TEXT NOT NULL DEFAULT '[]',
    npc_id TEXT REFERENCES npcs (npc_id),
    author_id TEXT NOT NULL REFERENCES users (user_id),
    visibility INTEGER NOT NULL CHECK (visibility IN (0, 100, 200, 300, 400)),
    like_count INTEGER NOT NULL,
    comment_count INTEGER NOT NULL,
    trending_rank INTEGER,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE fm_episodes (
    fm_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    fm_type INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    cover_url TEXT NOT NULL,
    audio_url TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    play_count INTEGER NOT NULL,
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    author_id TEXT NOT NULL REFERENCES users (user_id),
    created_at INTEGER NOT NULL
  );

  CREATE TABLE products (
    product_id TEXT PRIMARY KEY,
    store_product_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('membership', 'gems')),
    tier TEXT CHECK (tier IN ('standard', 'pro')),
    titles TEXT NOT NULL,        -- JSON: locale -> title
    descriptions TEXT NOT NULL,  -- JSON: locale -> description
    benefits TEXT NOT NULL,      -- JSON: locale -> string[]
    period_days INTEGER NOT NULL DEFAULT 0,
    gems INTEGER NOT NULL DEFAULT 0,
    price_cents INTEGER NOT NULL,
    original_price_cents INTEGER NOT NULL,
    currency TEXT NOT NULL,
    required_tier TEXT NOT NULL DEFAULT 'none',
    daily_limited INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL
  );

  CREATE TABLE orders (
    order_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    product_id TEXT NOT NULL REFERENCES products (product_id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'canceled')),
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL,
    day TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX orders_user_day ON orders (user_id, day);
  -- At most one paid daily-limited purchase per user and day.
  CREATE TABLE daily_purchases (
    user_id TEXT NOT NULL,
    day TEXT NOT NULL,
    order_id TEXT NOT NULL,
    PRIMARY KEY (user_id, day)
  );

  -- One row per claim; the primary key makes a second claim of the same period impossible.
  CREATE TABLE claims (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    claim_type TEXT NOT NULL CHECK (claim_type IN ('daily', 'monthly')),
    period TEXT NOT NULL,
    gems INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, claim_type, period)
  );

  CREATE TABLE gem_grants (
    grant_id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    amount INTEGER NOT NULL,
    source TEXT NOT NULL,
    granted_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX gem_grants_user ON gem_grants (user_id);

  CREATE TABLE invite_codes (
    code TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL UNIQUE REFERENCES users (user_id),
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  -- The primary key makes binding a second code impossible.
  CREATE TABLE invite_bindings (
    invitee_id TEXT PRIMARY KEY REFERENCES users (user_id),
    code TEXT NOT NULL REFERENCES invite_codes (code),
    inviter_id TEXT NOT NULL REFERENCES users (user_id),
    bound_at INTEGER NOT NULL
  );
  CREATE TABLE invite_rewards (
    reward_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    kind TEXT NOT NULL CHECK (kind IN ('invite', 'welcome')),
    gems INTEGER NOT NULL,
    friend_id TEXT NOT NULL REFERENCES users (user_id),
    expires_at INTEGER NOT NULL,
    received_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX invite_rewards_user ON invite_rewards (user_id);

  CREATE TABLE events (
    event_uuid TEXT PRIMARY KEY,
    event_name TEXT NOT NULL,
    user_identifier TEXT NOT NULL,
    event_timestamp_ms INTEGER NOT NULL,
    event_data TEXT NOT NULL,
    query TEXT NOT NULL,
    received_at INTEGER NOT NULL
  );

  CREATE TABLE client_errors (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    report_id TEXT UNIQUE,
    user_id TEXT,
    level TEXT NOT NULL,
    name TEXT NOT NULL,
    message TEXT NOT NULL,
    payload TEXT NOT NULL,
    received_at INTEGER NOT NULL
  );
  `,
  // 2: a used refresh token keeps the pair it was rotated into, sealed with a key only that token
  // opens, so a repeat within the grace window gets the same pair (server/services/tokens.ts).
  `
  ALTER TABLE tokens ADD COLUMN successor TEXT;
  `,
  // 3: store receipts. Orders can be refunded (the store's notification); each store transaction is
  // redeemed once (its primary key) and remembers what it granted, so a refund can take it back.
  `
  CREATE TABLE orders_v2 (
    order_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    product_id TEXT NOT NULL REFERENCES products (product_id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'canceled', 'refunded')),
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL,
    day TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  INSERT INTO orders_v2 SELECT order_id, user_id, product_id, status, amount_cents, currency, day, created_at, updated_at FROM orders;
  DROP TABLE orders;
  ALTER TABLE orders_v2 RENAME TO orders;
  CREATE INDEX orders_user_day ON orders (user_id, day);

  CREATE TABLE store_transactions (
    transaction_id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL UNIQUE REFERENCES orders (order_id),
    user_id TEXT NOT NULL REFERENCES users (user_id),
    store_product_id TEXT NOT NULL,
    purchased_at INTEGER NOT NULL,
    redeemed_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('redeemed', 'refunded', 'canceled')),
    -- What the redemption granted, for a refund to take back.
    tier_before TEXT,
    expires_before INTEGER,
    expires_after INTEGER,
    gem_grant_id INTEGER,
    revoked_at INTEGER
  );
  `,
  // 4: rankings (points per character, board and UTC day; boards are sums over a period), gem support
  // behind the supporters lists, star tasks, and achievements with their validity and progress.
  `
  CREATE TABLE rank_points (
    board TEXT NOT NULL CHECK (board IN ('popular', 'gem_elite')),
    day TEXT NOT NULL,
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    points INTEGER NOT NULL CHECK (points >= 0),
    PRIMARY KEY (board, day, npc_id)
  );

  CREATE TABLE gem_supports (
    supporter_id TEXT NOT NULL REFERENCES users (user_id),
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    gems INTEGER NOT NULL CHECK (gems > 0),
    supported_at INTEGER NOT NULL
  );
  CREATE INDEX gem_supports_npc ON gem_supports (npc_id);

  CREATE TABLE star_tasks (
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    task_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    target INTEGER NOT NULL,
    progress INTEGER NOT NULL,
    stars INTEGER NOT NULL,
    PRIMARY KEY (npc_id, task_id)
  );
  CREATE TABLE npc_stars (
    npc_id TEXT PRIMARY KEY REFERENCES npcs (npc_id),
    stars INTEGER NOT NULL
  );

  CREATE TABLE achievements (
    achievement_id TEXT PRIMARY KEY,
    scope TEXT NOT NULL CHECK (scope IN ('npc', 'user')),
    kind TEXT NOT NULL,
    position INTEGER NOT NULL,
    validity TEXT NOT NULL CHECK (validity IN ('permanent', 'limited')),
    valid_from INTEGER,
    valid_until INTEGER,
    target INTEGER
  );
  CREATE TABLE achievement_progress (
    achievement_id TEXT NOT NULL REFERENCES achievements (achievement_id),
    owner_id TEXT NOT NULL,
    current INTEGER NOT NULL,
    unlocked_at INTEGER,
    PRIMARY KEY (achievement_id, owner_id)
  );
  `,
  // 5: spending of gems and card draws (records of the last 30 days), and when a character was made
  // (its originality statement). A grant keeps how much of it was spent; gems that expire first are
  // spent first. A draw's request id is unique per user, so a repeated request is one spend.
  `
  ALTER TABLE gem_grants ADD COLUMN spent INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE npcs ADD COLUMN created_at INTEGER;

  CREATE TABLE gem_spends (
    spend_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    amount INTEGER NOT NULL CHECK (amount > 0),
    reason TEXT NOT NULL CHECK (reason IN ('card_draw')),
    detail TEXT NOT NULL,
    spent_at INTEGER NOT NULL
  );
  CREATE INDEX gem_spends_user ON gem_spends (user_id, spent_at);

  CREATE TABLE card_draws (
    draw_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    request_id TEXT NOT NULL,
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    card_name TEXT NOT NULL,
    rarity TEXT NOT NULL CHECK (rarity IN ('common', 'rare', 'epic')),
    gems INTEGER NOT NULL,
    spend_id TEXT NOT NULL REFERENCES gem_spends (spend_id),
    drawn_at INTEGER NOT NULL,
    UNIQUE (user_id, request_id)
  );
  CREATE INDEX card_draws_user ON card_draws (user_id, drawn_at);
  `,
  // 6: help center content per locale, "Did this help?" votes (one per user and question), tickets
  // with their idempotency key (one ticket per user and key, whatever the number of parallel
  // repeats), the conversation of a ticket, uploaded images, and the ban as the server states it.
  `
  ALTER TABLE users ADD COLUMN ban_reason TEXT;
  ALTER TABLE users ADD COLUMN banned_at INTEGER;
  ALTER TABLE users ADD COLUMN banned_until INTEGER;

  CREATE TABLE help_categories (
    category_id TEXT NOT NULL,
    locale TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    PRIMARY KEY (category_id, locale)
  );
  CREATE TABLE help_questions (
    question_id TEXT NOT NULL,
    locale TEXT NOT NULL,
    category_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    blocks TEXT NOT NULL,
    PRIMARY KEY (question_id, locale)
  );
  CREATE TABLE help_votes (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    question_id TEXT NOT NULL,
    helpful INTEGER NOT NULL,
    voted_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, question_id)
  );

  CREATE TABLE tickets (
    ticket_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    kind TEXT NOT NULL CHECK (kind IN ('feedback', 'appeal', 'ban_appeal', 'report', 'deletion')),
    idempotency_key TEXT NOT NULL,
    fields TEXT NOT NULL,
    images TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'replied', 'closed')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (user_id, idempotency_key)
  );
  CREATE INDEX tickets_user_kind ON tickets (user_id, kind, created_at);
  CREATE TABLE ticket_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ticket_id TEXT NOT NULL REFERENCES tickets (ticket_id),
    sender TEXT NOT NULL CHECK (sender IN ('user', 'support')),
    content TEXT NOT NULL,
    sent_at INTEGER NOT NULL
  );
  CREATE TABLE uploads (
    upload_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    mime TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    file TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // 7: campaigns. Event windows; spins counted per user, event and UTC day; prize records keyed by the
  // caller's idempotency key (a repeated key answers the same record); rewarded-ad sessions credited
  // once by the ad network's callback; contact forms once per record; one easter egg per user and event;
  // summer tasks claimed once; collections and rank scores.
  `
  CREATE TABLE campaign_events (
    event_id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    paused INTEGER NOT NULL DEFAULT 0,
    daily_spins INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE spin_prizes (
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    prize_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('gems', 'item', 'physical', 'none')),
    amount INTEGER NOT NULL,
    weight INTEGER NOT NULL CHECK (weight >= 0),
    name TEXT NOT NULL,
    PRIMARY KEY (event_id, prize_id)
  );
  CREATE TABLE spin_days (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    day TEXT NOT NULL,
    used INTEGER NOT NULL DEFAULT 0,
    ad_added INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, event_id, day)
  );
  CREATE TABLE spin_records (
    record_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    prize_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    won_at INTEGER NOT NULL,
    claim_deadline INTEGER,
    gems_expire_at INTEGER,
    UNIQUE (user_id, idempotency_key)
  );
  CREATE INDEX spin_records_user ON spin_records (user_id, event_id, won_at);
  CREATE TABLE ad_sessions (
    session_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    day TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    rewarded_at INTEGER,
    spins_added INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE prize_contacts (
    record_id TEXT PRIMARY KEY REFERENCES spin_records (record_id),
    idempotency_key TEXT NOT NULL,
    contact TEXT NOT NULL,
    submitted_at INTEGER NOT NULL
  );
  CREATE TABLE easter_egg_claims (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    gems INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, event_id)
  );
  CREATE TABLE summer_task_claims (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    task_id TEXT NOT NULL,
    gems INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, task_id)
  );
  CREATE TABLE summer_items (
    item_id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('fm', 'npc')),
    name TEXT NOT NULL,
    npc_id TEXT NOT NULL,
    fm_id TEXT,
    position INTEGER NOT NULL
  );
  CREATE TABLE summer_collected (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    item_id TEXT NOT NULL REFERENCES summer_items (item_id),
    collected_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, item_id)
  );
  -- Players of the summer rank; seed players need no account, so no reference to users.
  CREATE TABLE summer_scores (
    user_id TEXT PRIMARY KEY,
    nickname TEXT NOT NULL,
    score INTEGER NOT NULL
  );
  `,
  // 8: creator tools. Creators, their daily numbers, subscription settings (a level's price is set
  // once: the (creator, level) primary key), clones (one per request id; the weekly limit is counted
  // inside the inserting transaction), uploads, themes, series and topics. Seed creators get their
  // one-click credentials here so databases seeded before this migration can log them in too.
  `
  CREATE TABLE creators (
    user_id TEXT PRIMARY KEY REFERENCES users (user_id),
    max_levels INTEGER NOT NULL,
    max_price_gems INTEGER NOT NULL
  );
  CREATE TABLE creator_daily_stats (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    day INTEGER NOT NULL,
    counts TEXT NOT NULL,
    PRIMARY KEY (user_id, day)
  );
  CREATE TABLE subscription_settings (
    creator_id TEXT PRIMARY KEY REFERENCES users (user_id),
    benefits TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE subscription_levels (
    creator_id TEXT NOT NULL REFERENCES users (user_id),
    level INTEGER NOT NULL,
    price_gems INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (creator_id, level)
  );
  CREATE TABLE subscription_plans (
    plan_id TEXT PRIMARY KEY,
    creator_id TEXT NOT NULL REFERENCES users (user_id),
    title TEXT NOT NULL,
    due_at INTEGER NOT NULL
  );
  CREATE TABLE subscriptions (
    subscriber_id TEXT NOT NULL REFERENCES users (user_id),
    creator_id TEXT NOT NULL REFERENCES users (user_id),
    level INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'unconfirmed')),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (subscriber_id, creator_id)
  );
  CREATE TABLE clones (
    clone_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    request_id TEXT NOT NULL,
    name TEXT NOT NULL,
    persona TEXT NOT NULL,
    greeting TEXT NOT NULL,
    image_urls TEXT NOT NULL,
    week INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, request_id)
  );
  CREATE INDEX clones_user_week ON clones (user_id, week);
  CREATE TABLE creator_uploads (
    upload_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE themes (
    theme_id TEXT PRIMARY KEY,
    payload TEXT NOT NULL
  );
  CREATE TABLE series (
    series_id TEXT PRIMARY KEY,
    payload TEXT NOT NULL
  );
  CREATE TABLE topics (
    tag_id TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('visible', 'under_review')),
    payload TEXT NOT NULL
  );
  UPDATE users SET credential = '+10000000010' WHERE user_id = 'u_creator_en' AND credential IS NULL;
  UPDATE users SET credential = '+10000000011' WHERE user_id = 'u_creator_zh' AND credential IS NULL;
  UPDATE users SET credential = '+10000000012' WHERE user_id = 'u_creator_es' AND credential IS NULL;
  UPDATE users SET credential = '+10000000013' WHERE user_id = 'u_creator_pt' AND credential IS NULL;
  UPDATE users SET credential = '+10000000014' WHERE user_id = 'u_creator_ja' AND credential IS NULL;
  `,
  // 9: references and quotas of the help area. An upload belongs to the ticket that names it
  // (unattached ones are removed after a day); uploads and tickets keep the caller's IP address for the
  // per-address quotas; a ticket keeps the key of its content (kind, description, link as moderation
  // reads them) for the duplicate rule. Tickets made before keep NULL in both.
  `
  ALTER TABLE uploads ADD COLUMN ticket_id TEXT;
  ALTER TABLE uploads ADD COLUMN ip TEXT;
  CREATE INDEX uploads_user_created ON uploads (user_id, created_at);
  CREATE INDEX uploads_ip_created ON uploads (ip, created_at);
  CREATE INDEX uploads_unattached ON uploads (created_at) WHERE ticket_id IS NULL;
  ALTER TABLE tickets ADD COLUMN ip TEXT;
  ALTER TABLE tickets ADD COLUMN content_key TEXT;
  CREATE INDEX tickets_user_created ON tickets (user_id, created_at);
  CREATE INDEX tickets_ip_created ON tickets (ip, created_at);
  `,
  // 10: summer collection items carry their titles per locale (JSON, like membership products), so each
  // visitor reads them in their own language; seed rows of an older database get theirs here.
  `
  ALTER TABLE summer_items ADD COLUMN titles TEXT NOT NULL DEFAULT '{}';
  ${seedTitlesSql(SEED_LOCALES)}
  `,
  // 11: who sent a report. An event keeps the account whose token sent it (NULL: a visitor without
  // one); an event or error report keeps a user the page named who is not the sender as a claim only.
  // Rows stored before keep NULL in both (an error report's user_id then may be the page's word).
  `
  ALTER TABLE events ADD COLUMN user_id TEXT;
  ALTER TABLE events ADD COLUMN claimed_user_id TEXT;
  CREATE INDEX events_user ON events (user_id);
  ALTER TABLE client_errors ADD COLUMN claimed_user_id TEXT;
  `,
  // 12: stored phone numbers become E.164 numbers; accounts of one phone are kept, not merged, and named
  // on the output (server/db/normalise-phones.ts).
  normaliseStoredPhones,
  // 13: a clone's pictures are uploads of its account. An upload (creator or help: the app's picker
  // uploads through upload/image) belongs to the clone that names it; unattached creator uploads are
  // removed after a day like help uploads, and keep the caller's IP address for the per-address quota.
  // Uploads named by clones made before keep theirs. Messages to support are counted per hour.
  `
  ALTER TABLE creator_uploads ADD COLUMN clone_id TEXT;
  ALTER TABLE creator_uploads ADD COLUMN ip TEXT;
  CREATE INDEX creator_uploads_user_created ON creator_uploads (user_id, created_at);
  CREATE INDEX creator_uploads_ip_created ON creator_uploads (ip, created_at);
  CREATE INDEX creator_uploads_unattached ON creator_uploads (created_at) WHERE clone_id IS NULL;
  ALTER TABLE uploads ADD COLUMN clone_id TEXT;
  UPDATE creator_uploads SET clone_id = (SELECT c.clone_id FROM clones c WHERE c.user_id = creator_uploads.user_id AND instr(c.image_urls, creator_uploads.upload_id) > 0 LIMIT 1);
  UPDATE uploads SET clone_id = (SELECT c.clone_id FROM clones c WHERE c.user_id = uploads.user_id AND instr(c.image_urls, uploads.upload_id) > 0 LIMIT 1);
  CREATE INDEX ticket_messages_ticket_sent ON ticket_messages (ticket_id, sent_at);
  `,
  // 14: the first answer of each writing call per (caller, path, idempotency key), kept a day
  // (server/http/idempotency.ts): a retry after a lost answer gets it instead of a second record.
  `
  CREATE TABLE idempotent_answers (
    user_id TEXT NOT NULL,
    path TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    body_digest TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, path, idempotency_key)
  );
  CREATE INDEX idempotent_answers_created ON idempotent_answers (created_at);
  `,
];
