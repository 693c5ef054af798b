/**
 * Storage at its edges: the exact cookie lines the native app reads (SPEC §3: 30 days), cookie jars
 * that refuse, look-alike cookie names, values that are not what their key should hold, storage that
 * recovers after a failure, and the other-tab signal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStorage } from '@/services/storage/app-storage';
import { createSafeStorage, type StorageLike } from '@/services/storage/safe-storage';
import { deleteCookie, readCookie, setCookie, type CookieJar } from '@/services/storage/cookies';
import { onOtherTabWrites } from '@/services/storage/other-tabs';

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
    createAppStorage({ store: createSafeStorage(() => memoryBacking().storage), cookies: jar, secureCookies: false }).saveTokens({ authToken: 'a', refreshToken: 'r' });
    expect(jar.lines).toEqual(['authToken=a; Path=/; Max-Age=2592000; SameSite=Lax', 'refreshToken=r; Path=/; Max-Age=2592000; SameSite=Lax']);

    const short = recordingJar();
    createAppStorage({ store: createSafeStorage(() => memoryBacking().storage), cookies: short, secureCookies: true, cookieMaxAgeDays: 1 }).saveTokens({ authToken: 'a', refreshToken: 'r' });
    expect(short.lines[0]).toBe('authToken=a; Path=/; Max-Age=86400; SameSite=Lax; Secure');
  });

  it('marks the token cookies Secure on an https page and not on an http one, unless told', () => {
    const linesOn = (protocol: string) => {
      vi.stubGlobal('location', { protocol, origin: `${protocol}//h5.talkie-ai.com` });
      try {
        const jar = recordingJar();
        createAppStorage({ store: createSafeStorage(() => memoryBacking().storage), cookies: jar }).saveTokens({ authToken: 'a', refreshToken: 'r' });
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
    createAppStorage({ store: createSafeStorage(() => memoryBacking().storage), cookies: jar, secureCookies: true }).clearAuth();
    expect(jar.lines).toEqual(['authToken=; Path=/; Max-Age=0; SameSite=Lax; Secure', 'refreshToken=; Path=/; Max-Age=0; SameSite=Lax; Secure']);
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
    expect(written).toEqual(['authToken=a; Path=/; Max-Age=2592000; SameSite=Lax', 'refreshToken=r; Path=/; Max-Age=2592000; SameSite=Lax']);
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
    expect([storage.get('is_anonymous'), storage.get('refresh_token_time'), storage.get('age_gate'), storage.get('analytics_outbox'), storage.get('refresh_lease')]).toEqual([
      true,
      5,
      { a: 1 },
      { a: 1 },
      { a: 1 },
    ]);
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
    expect([callsAfter('authToken'), callsAfter('refresh_lease'), callsAfter(null), callsAfter('device_id')]).toEqual([1, 2, 3, 3]);
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
