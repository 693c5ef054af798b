import type { Migration } from './migration';

/**
 * Store receipts. Orders can be refunded (the store's notification); each store transaction is
 * redeemed once (its primary key) and remembers what it granted, so a refund can take it back.
 */
export const migration: Migration = `
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
  `;
