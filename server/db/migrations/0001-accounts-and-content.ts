import type { Migration } from './migration';

/**
 * Accounts, tokens, content, membership, invitation, analytics, error reports
 */
export const migration: Migration = `
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
  `;
