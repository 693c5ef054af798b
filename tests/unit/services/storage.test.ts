import { describe, expect, it } from 'vitest';
import { createAppStorage } from '@/services/storage/app-storage';
import { createSafeStorage, type StorageLike } from '@/services/storage/safe-storage';
import { readCookie, type CookieJar } from '@/services/storage/cookies';

/** A localStorage stand-in that can be made to refuse reads or writes. */
function fakeStorage(opts: { failWrites?: boolean; failReads?: boolean; failRemoves?: boolean } = {}) {
  const data = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => {
      if (opts.failReads) throw new DOMException('denied', 'SecurityError');
      return data.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (opts.failWrites) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => {
      if (opts.failRemoves) throw new DOMException('denied', 'SecurityError');
      data.delete(k);
    },
  };
  return { storage, data, opts };
}

/** A cookie jar that behaves like document.cookie for names and deletion. */
function fakeJar(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      if (/Max-Age=0\b/.test(line)) values.delete(name);
      else values.set(name, pair!.slice(eq + 1));
    },
  };
}

describe('safe storage', () => {
  it('works on top of a healthy localStorage', () => {
    const { storage, data } = fakeStorage();
    const store = createSafeStorage(() => storage);
    store.setItem('a', '1');
    expect(data.get('a')).toBe('1');
    expect(store.getItem('a')).toBe('1');
    expect(store.persistent).toBe(true);
  });

  it('falls back to memory when localStorage access itself throws (blocked)', () => {
    const store = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => store.setItem('a', '1')).not.toThrow();
    expect(store.getItem('a')).toBe('1');
    store.removeItem('a');
    expect(store.getItem('a')).toBeNull();
    expect(store.persistent).toBe(false);
  });

  it('keeps the newest value in memory when the quota is full, even over an older stored value', () => {
    const fake = fakeStorage();
    const store = createSafeStorage(() => fake.storage);
    store.setItem('token', 'old');
    fake.opts.failWrites = true;
    expect(() => store.setItem('token', 'new')).not.toThrow();
    expect(store.getItem('token')).toBe('new');
    expect(fake.data.get('token')).toBe('old');
    expect(store.persistent).toBe(false);
  });

  it('survives reads and removals that throw', () => {
    const fake = fakeStorage();
    const store = createSafeStorage(() => fake.storage);
    store.setItem('k', 'v');
    fake.opts.failRemoves = true;
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull(); // the stale stored copy does not come back
    fake.opts.failReads = true;
    expect(store.getItem('other')).toBeNull();
  });

  it('works when there is no localStorage at all', () => {
    const store = createSafeStorage(() => undefined);
    store.setItem('a', 'b');
    expect(store.getItem('a')).toBe('b');
  });
});

describe('app storage', () => {
  it('saves the SPEC §3 auth keys under both user id spellings and as cookies', () => {
    const fake = fakeStorage();
    const jar = fakeJar();
    const storage = createAppStorage({ store: createSafeStorage(() => fake.storage), cookies: jar, secureCookies: true });
    storage.saveAuth({ authToken: 'at 1', refreshToken: 'rt;2', userId: 'u1', isAnonymous: true });
    expect(Object.fromEntries(fake.data)).toEqual({ authToken: 'at 1', refreshToken: 'rt;2', userId: 'u1', user_id: 'u1', is_anonymous: 'true' });
    expect(storage.readAuth()).toEqual({ authToken: 'at 1', refreshToken: 'rt;2', userId: 'u1', isAnonymous: true });
    expect(readCookie(jar, 'authToken')).toBe('at 1');
    expect(readCookie(jar, 'refreshToken')).toBe('rt;2');
    expect(jar.writes[0]).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);

    storage.saveTokens({ authToken: 'at2', refreshToken: 'rt3' });
    expect(storage.readAuth()).toMatchObject({ authToken: 'at2', refreshToken: 'rt3', userId: 'u1' });
    expect(readCookie(jar, 'authToken')).toBe('at2');

    storage.clearAuth();
    expect(storage.readAuth()).toEqual({ authToken: null, refreshToken: null, userId: null, isAnonymous: false });
    expect(readCookie(jar, 'authToken')).toBeNull();
  });

  it('reads a user id stored by older pages under user_id only', () => {
    const fake = fakeStorage();
    fake.data.set('user_id', 'legacy');
    expect(createAppStorage({ store: createSafeStorage(() => fake.storage), cookies: null }).readAuth().userId).toBe('legacy');
  });

  it('types values: numbers, booleans and JSON, and ignores garbage', () => {
    const fake = fakeStorage();
    const storage = createAppStorage({ store: createSafeStorage(() => fake.storage), cookies: null });
    storage.set('refresh_token_time', 1_700_000_000_000);
    storage.set('age_gate', { confirmed: true, confirmed_at_ms: 5 });
    expect(storage.get('refresh_token_time')).toBe(1_700_000_000_000);
    expect(storage.get('age_gate')).toEqual({ confirmed: true, confirmed_at_ms: 5 });
    fake.data.set('refresh_token_time', 'soon');
    fake.data.set('age_gate', '{oops');
    fake.data.set('is_anonymous', 'maybe');
    expect(storage.get('refresh_token_time')).toBeNull();
    expect(storage.get('age_gate')).toBeNull();
    expect(storage.get('is_anonymous')).toBeNull();
  });

  it('creates the device id and anonymous uuid once and keeps them', () => {
    const storage = createAppStorage({ store: createSafeStorage(() => fakeStorage().storage), cookies: null });
    let n = 0;
    const make = () => `id-${++n}`;
    expect(storage.deviceId(make)).toBe('id-1');
    expect(storage.deviceId(make)).toBe('id-1');
    expect(storage.anonymousUuid(make)).toBe('id-2');
    expect(storage.anonymousUuid(make)).toBe('id-2');
  });

  it('keeps auth working for the visit when storage is blocked', () => {
    const storage = createAppStorage({
      store: createSafeStorage(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
      cookies: fakeJar(),
    });
    storage.saveAuth({ authToken: 'a', refreshToken: 'r', userId: 'u', isAnonymous: false });
    expect(storage.readAuth().authToken).toBe('a');
    expect(storage.persistent).toBe(false);
  });
});
