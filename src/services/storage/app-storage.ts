import { config } from '@/platform/config';
import { deleteCookie, setCookie, type CookieJar } from './cookies';
import { createSafeStorage, type KeyValueStore } from './safe-storage';
import type { Lease } from './tab-lock';

/** What the age gate remembers (the spec names the data, not its shape). */
export interface AgeGateData {
  confirmed: boolean;
  confirmed_at_ms: number;
}

/**
 * Every value the page keeps in local storage (SPEC §3), by key. `userId` and `user_id` hold the same
 * id under both spellings because older pages and the native app read either one.
 */
export interface StoredValues {
  authToken: string;
  refreshToken: string;
  userId: string;
  user_id: string;
  is_anonymous: boolean;
  /** The anonymous device login's uuid, also the analytics user_identifier. */
  anonymous_uuid: string;
  /** When the refresh-token check last stored "now" (ms since the epoch). */
  refresh_token_time: number;
  age_gate: AgeGateData;
  device_id: string;
  /** Analytics events not yet delivered (JSON array), retried on the next flush. */
  analytics_outbox: unknown[];
  /** The tab refreshing the tokens, where the browser has no Web Locks (tab-lock.ts). */
  refresh_lease: Lease;
}

export type StorageKey = keyof StoredValues;

type Kind = 'string' | 'boolean' | 'number' | 'json';
const KINDS: { readonly [K in StorageKey]: Kind } = {
  authToken: 'string',
  refreshToken: 'string',
  userId: 'string',
  user_id: 'string',
  is_anonymous: 'boolean',
  anonymous_uuid: 'string',
  refresh_token_time: 'number',
  age_gate: 'json',
  device_id: 'string',
  analytics_outbox: 'json',
  refresh_lease: 'json',
};

function decode(kind: Kind, raw: string): unknown {
  switch (kind) {
    case 'string':
      return raw;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : null;
    case 'number': {
      const n = Number(raw);
      return raw.trim() !== '' && Number.isFinite(n) ? n : null;
    }
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
  }
}

const encode = (kind: Kind, value: unknown): string => (kind === 'json' ? JSON.stringify(value) : String(value));

export interface AuthData {
  authToken: string;
  refreshToken: string;
  userId: string;
  isAnonymous: boolean;
}

export interface StoredAuth {
  authToken: string | null;
  refreshToken: string | null;
  userId: string | null;
  isAnonymous: boolean;
}

/** One stored value, decoded by its kind; null when absent or unreadable. */
export function readStored<K extends StorageKey>(store: KeyValueStore, key: K): StoredValues[K] | null {
  const raw = store.getItem(key);
  return raw === null ? null : (decode(KINDS[key], raw) as StoredValues[K] | null);
}

/** The login as stored (the user id under either spelling). */
export function readStoredAuth(store: KeyValueStore): StoredAuth {
  return {
    authToken: readStored(store, 'authToken'),
    refreshToken: readStored(store, 'refreshToken'),
    userId: readStored(store, 'userId') ?? readStored(store, 'user_id'),
    isAnonymous: readStored(store, 'is_anonymous') ?? false,
  };
}

/** Get-or-create for ids that must stay stable across visits. */
export function stableStoredId(store: KeyValueStore, key: 'device_id' | 'anonymous_uuid', make: () => string): string {
  const existing = readStored(store, key);
  if (existing) return existing;
  const id = make();
  store.setItem(key, encode(KINDS[key], id));
  return id;
}

export interface AppStorageDeps {
  store?: KeyValueStore;
  /** The document's cookie jar; null where there is none. */
  cookies?: CookieJar | null;
  secureCookies?: boolean;
  cookieMaxAgeDays?: number;
}

export type AppStorage = ReturnType<typeof createAppStorage>;

export function createAppStorage(deps: AppStorageDeps = {}) {
  const store = deps.store ?? createSafeStorage();
  const pageDocument = typeof document === 'undefined' ? null : document;
  const jar = deps.cookies === undefined ? pageDocument : deps.cookies;
  const hasLocation = typeof location !== 'undefined';
  const secure = deps.secureCookies ?? (hasLocation && location.protocol === 'https:');
  const maxAgeSeconds = (deps.cookieMaxAgeDays ?? config.authCookieMaxAgeDays) * 24 * 3600;

  const get = <K extends StorageKey>(key: K): StoredValues[K] | null => readStored(store, key);
  function set<K extends StorageKey>(key: K, value: StoredValues[K]): void {
    store.setItem(key, encode(KINDS[key], value));
  }
  const remove = (key: StorageKey): void => store.removeItem(key);

  function writeTokenCookies(authToken: string, refreshToken: string): void {
    // Stryker disable next-line ConditionalExpression: with no cookie jar, setCookie's write to null.cookie throws inside its own try and is swallowed: nothing is written either way
    if (!jar) return;
    setCookie(jar, 'authToken', authToken, { maxAgeSeconds, secure });
    setCookie(jar, 'refreshToken', refreshToken, { maxAgeSeconds, secure });
  }

  return {
    get,
    set,
    remove,
    get persistent() {
      return store.persistent;
    },
    readAuth: (): StoredAuth => readStoredAuth(store),
    saveAuth(auth: AuthData): void {
      set('authToken', auth.authToken);
      set('refreshToken', auth.refreshToken);
      set('userId', auth.userId);
      set('user_id', auth.userId);
      set('is_anonymous', auth.isAnonymous);
      writeTokenCookies(auth.authToken, auth.refreshToken);
    },
    /** After a token refresh: both tokens rotate, the user stays. */
    saveTokens(tokens: { authToken: string; refreshToken: string }): void {
      set('authToken', tokens.authToken);
      set('refreshToken', tokens.refreshToken);
      writeTokenCookies(tokens.authToken, tokens.refreshToken);
    },
    clearAuth(): void {
      for (const key of ['authToken', 'refreshToken', 'userId', 'user_id', 'is_anonymous'] as const) remove(key);
      // Stryker disable next-line ConditionalExpression: with no cookie jar, deleteCookie's write to null.cookie throws inside its own try and is swallowed
      if (jar) {
        deleteCookie(jar, 'authToken', secure);
        deleteCookie(jar, 'refreshToken', secure);
      }
    },
    deviceId: (make: () => string): string => stableStoredId(store, 'device_id', make),
    anonymousUuid: (make: () => string): string => stableStoredId(store, 'anonymous_uuid', make),
  };
}
