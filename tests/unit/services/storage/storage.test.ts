import { describe, expect, it, afterEach, vi } from 'vitest';
import { createAppStorage } from '@/services/storage/app-storage';
import { createSafeStorage, type StorageLike } from '@/services/storage/safe-storage';
import { readCookie, type CookieJar, deleteCookie, setCookie } from '@/services/storage/cookies';
import { onOtherTabWrites } from '@/services/storage/other-tabs';

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
  it("by default writes the cookies on the page's document, Secure on an https page only", () => {
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((line: string) => void written.push(line));
    try {
      const onHttp = createAppStorage({ store: createSafeStorage(() => fakeStorage().storage) });
      onHttp.saveTokens({ authToken: 'at1', refreshToken: 'rt1' });
      expect(written).toHaveLength(2);
      expect(written[0]).toMatch(/^authToken=at1; Path=\/; Max-Age=\d+; SameSite=Lax$/);

      vi.stubGlobal('location', { ...location, protocol: 'https:' });
      const onHttps = createAppStorage({ store: createSafeStorage(() => fakeStorage().storage) });
      onHttps.saveTokens({ authToken: 'at2', refreshToken: 'rt2' });
      expect(written[2]).toMatch(/^authToken=at2; .*; Secure$/);
    } finally {
      setter.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('saves the SPEC §3 auth keys under both user id spellings and as cookies', () => {
    const fake = fakeStorage();
    const jar = fakeJar();
    const storage = createAppStorage({
      store: createSafeStorage(() => fake.storage),
      cookies: jar,
      secureCookies: true,
    });
    storage.saveAuth({ authToken: 'at 1', refreshToken: 'rt;2', userId: 'u1', isAnonymous: true });
    expect(Object.fromEntries(fake.data)).toEqual({
      authToken: 'at 1',
      refreshToken: 'rt;2',
      userId: 'u1',
      user_id: 'u1',
      is_anonymous: 'true',
    });
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
    expect(createAppStorage({ store: createSafeStorage(() => fake.storage), cookies: null }).readAuth().userId).toBe(
      'legacy',
    );
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

/**
 * Storage at its edges: the exact cookie lines the native app reads (SPEC §3: 30 days), cookie jars
 * that refuse, look-alike cookie names, values that are not what their key should hold, storage that
 * recovers after a failure, and the other-tab signal.
 */
describe('storage edges', () => {
  function recordingJar(initial = ''): CookieJar & { lines: string[] } {
    const lines: string[] = [];
    return {
      lines,
      get cookie() {
        return initial;
      },
      set cookie(line: string) {
        lines.push(line);
      },
    };
  }

  const refusingJar: CookieJar = {
    get cookie(): string {
      throw new DOMException('sandboxed', 'SecurityError');
    },
    set cookie(_line: string) {
      throw new DOMException('sandboxed', 'SecurityError');
    },
  };

  function memoryBacking(): { storage: StorageLike; data: Map<string, string>; failWrites: boolean } {
    const data = new Map<string, string>();
    const state = {
      data,
      failWrites: false,
      storage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => {
          if (state.failWrites) throw new DOMException('full', 'QuotaExceededError');
          data.set(k, v);
        },
        removeItem: (k: string) => void data.delete(k),
      },
    };
    return state;
  }

  afterEach(() => {
    localStorage.clear();
  });

  describe('cookies', () => {
    it('writes the exact cookie line, with Secure only when asked', () => {
      const jar = recordingJar();
      setCookie(jar, 'authToken', 'a b;c', { maxAgeSeconds: 90.9, secure: true });
      setCookie(jar, 'authToken', 'v', { maxAgeSeconds: -5, secure: false });
      deleteCookie(jar, 'refreshToken', true);
      expect(jar.lines).toEqual([
        'authToken=a%20b%3Bc; Path=/; Max-Age=90; SameSite=Lax; Secure',
        'authToken=v; Path=/; Max-Age=0; SameSite=Lax',
        'refreshToken=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      ]);
    });

    it('reads only the cookie of exactly that name, decoding it, and keeps a value it cannot decode', () => {
      const jar = recordingJar('xauthToken=wrong; =nameless; authToken=a%20b; broken=%E0%A4%A; empty=');
      expect(readCookie(jar, 'authToken')).toBe('a b');
      expect(readCookie(jar, 'broken')).toBe('%E0%A4%A');
      expect(readCookie(jar, 'empty')).toBe('');
      expect(readCookie(jar, 'refreshToken')).toBeNull();
      expect(readCookie(jar, '')).toBeNull();
      expect(readCookie(recordingJar('a=1;b=2'), 'b')).toBe('2');
    });

    it('a jar that refuses cookies neither throws nor answers', () => {
      expect(() => setCookie(refusingJar, 'authToken', 'a', { maxAgeSeconds: 1, secure: true })).not.toThrow();
      expect(readCookie(refusingJar, 'authToken')).toBeNull();
    });
  });

  describe('app storage cookies', () => {
    it('keeps the token cookies 30 days by default (SPEC §3), or as configured', () => {
      const jar = recordingJar();
      createAppStorage({
        store: createSafeStorage(() => memoryBacking().storage),
        cookies: jar,
        secureCookies: false,
      }).saveTokens({ authToken: 'a', refreshToken: 'r' });
      expect(jar.lines).toEqual([
        'authToken=a; Path=/; Max-Age=2592000; SameSite=Lax',
        'refreshToken=r; Path=/; Max-Age=2592000; SameSite=Lax',
      ]);

      const short = recordingJar();
      createAppStorage({
        store: createSafeStorage(() => memoryBacking().storage),
        cookies: short,
        secureCookies: true,
        cookieMaxAgeDays: 1,
      }).saveTokens({ authToken: 'a', refreshToken: 'r' });
      expect(short.lines[0]).toBe('authToken=a; Path=/; Max-Age=86400; SameSite=Lax; Secure');
    });

    it('marks the token cookies Secure on an https page and not on an http one, unless told', () => {
      const linesOn = (protocol: string) => {
        vi.stubGlobal('location', { protocol, origin: `${protocol}//h5.talkie-ai.com` });
        try {
          const jar = recordingJar();
          createAppStorage({ store: createSafeStorage(() => memoryBacking().storage), cookies: jar }).saveTokens({
            authToken: 'a',
            refreshToken: 'r',
          });
          return jar.lines;
        } finally {
          vi.unstubAllGlobals();
        }
      };
      expect(linesOn('https:').every((line) => line.endsWith('; Secure'))).toBe(true);
      expect(linesOn('http:').some((line) => line.includes('Secure'))).toBe(false);
    });

    it('clearing the login deletes both cookies with the same Secure flag', () => {
      const jar = recordingJar();
      createAppStorage({
        store: createSafeStorage(() => memoryBacking().storage),
        cookies: jar,
        secureCookies: true,
      }).clearAuth();
      expect(jar.lines).toEqual([
        'authToken=; Path=/; Max-Age=0; SameSite=Lax; Secure',
        'refreshToken=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      ]);
    });

    it('without a jar it saves and clears the login in storage only', () => {
      const backing = memoryBacking();
      const storage = createAppStorage({ store: createSafeStorage(() => backing.storage), cookies: null });
      storage.saveAuth({ authToken: 'a', refreshToken: 'r', userId: 'u', isAnonymous: false });
      expect(backing.data.get('is_anonymous')).toBe('false');
      expect(storage.readAuth().isAnonymous).toBe(false);
      storage.clearAuth();
      expect([...backing.data.keys()]).toEqual([]);
    });

    it('by default uses the document cookie jar, Secure only on https, and localStorage', () => {
      const written: string[] = [];
      const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((line: string) => void written.push(line));
      const storage = createAppStorage();
      storage.saveTokens({ authToken: 'a', refreshToken: 'r' });
      spy.mockRestore();
      expect(location.protocol).not.toBe('https:');
      expect(written).toEqual([
        'authToken=a; Path=/; Max-Age=2592000; SameSite=Lax',
        'refreshToken=r; Path=/; Max-Age=2592000; SameSite=Lax',
      ]);
      expect(localStorage.getItem('authToken')).toBe('a');
      expect(storage.persistent).toBe(true);
    });
  });

  describe('stored values', () => {
    it('a freshly loaded module decodes every SPEC §3 key by its kind', async () => {
      vi.resetModules();
      const { createAppStorage: fresh } = await import('@/services/storage/app-storage');
      const { deleteCookie: freshDelete } = await import('@/services/storage/cookies');
      const backing = memoryBacking();
      const storage = fresh({ store: createSafeStorage(() => backing.storage), cookies: null });
      for (const key of ['authToken', 'refreshToken', 'userId', 'user_id', 'anonymous_uuid', 'device_id'] as const) {
        backing.data.set(key, '123');
        expect(storage.get(key)).toBe('123');
      }
      backing.data.set('is_anonymous', 'true');
      backing.data.set('refresh_token_time', '5');
      for (const key of ['age_gate', 'analytics_outbox', 'refresh_lease'] as const) backing.data.set(key, '{"a":1}');
      expect([
        storage.get('is_anonymous'),
        storage.get('refresh_token_time'),
        storage.get('age_gate'),
        storage.get('analytics_outbox'),
        storage.get('refresh_lease'),
      ]).toEqual([true, 5, { a: 1 }, { a: 1 }, { a: 1 }]);
      const jar = recordingJar();
      freshDelete(jar, 'authToken', false);
      expect(jar.lines).toEqual(['authToken=; Path=/; Max-Age=0; SameSite=Lax']);
    });

    it('reads numbers strictly and booleans exactly', () => {
      const backing = memoryBacking();
      const storage = createAppStorage({ store: createSafeStorage(() => backing.storage), cookies: null });
      for (const [raw, expected] of [
        ['0', 0],
        ['  ', null],
        ['', null],
        ['Infinity', null],
        ['12.5', 12.5],
        ['true', null],
        ['"5"', null],
      ] as const) {
        backing.data.set('refresh_token_time', raw);
        expect(storage.get('refresh_token_time')).toBe(expected);
      }
      for (const [raw, expected] of [
        ['true', true],
        ['false', false],
        ['TRUE', null],
        ['1', null],
      ] as const) {
        backing.data.set('is_anonymous', raw);
        expect(storage.get('is_anonymous')).toBe(expected);
      }
      storage.set('analytics_outbox', [{ a: 1 }]);
      expect(backing.data.get('analytics_outbox')).toBe('[{"a":1}]');
      storage.remove('analytics_outbox');
      expect(storage.get('analytics_outbox')).toBeNull();
    });

    it('a stored empty id counts as none and is replaced', () => {
      const backing = memoryBacking();
      backing.data.set('device_id', '');
      const storage = createAppStorage({ store: createSafeStorage(() => backing.storage), cookies: null });
      expect(storage.deviceId(() => 'fresh')).toBe('fresh');
      expect(backing.data.get('device_id')).toBe('fresh');
    });
  });

  describe('safe storage recovering', () => {
    it('a later successful write replaces the value kept in memory, and stays not persistent', () => {
      const backing = memoryBacking();
      const store = createSafeStorage(() => backing.storage);
      backing.failWrites = true;
      store.setItem('k', 'in memory');
      backing.failWrites = false;
      store.setItem('k', 'stored');
      expect(store.getItem('k')).toBe('stored');
      backing.data.set('k', 'changed by another tab');
      expect(store.getItem('k')).toBe('changed by another tab');
      expect(store.persistent).toBe(false);
    });

    it('a successful removal drops the value kept in memory', () => {
      const backing = memoryBacking();
      const store = createSafeStorage(() => backing.storage);
      backing.failWrites = true;
      store.setItem('k', 'in memory');
      store.removeItem('k');
      expect(store.getItem('k')).toBeNull();
    });

    it('with no backing it is not persistent from the start', () => {
      expect(createSafeStorage(() => null).persistent).toBe(false);
    });

    it('by default sits on localStorage', () => {
      createSafeStorage().setItem('k', 'v');
      expect(localStorage.getItem('k')).toBe('v');
    });
  });

  describe('writes by other tabs', () => {
    it('calls back for the watched keys and a full clear only, until unsubscribed', () => {
      const target = new EventTarget() as unknown as Parameters<typeof onOtherTabWrites>[0] & EventTarget;
      let calls = 0;
      const stop = onOtherTabWrites(target, ['authToken', 'refresh_lease'], () => calls++);
      const fire = (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key }));
      const callsAfter = (key: string | null) => {
        fire(key);
        return calls;
      };
      expect([callsAfter('authToken'), callsAfter('refresh_lease'), callsAfter(null), callsAfter('device_id')]).toEqual(
        [1, 2, 3, 3],
      );
      stop();
      fire('authToken');
      expect(calls).toBe(3);
    });

    it('without an event source it never calls back', () => {
      const listener = vi.fn();
      expect(() => onOtherTabWrites(null, ['authToken'], listener)()).not.toThrow();
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
