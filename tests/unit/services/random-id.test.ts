/**
 * Random ids (device id, anonymous uuid, report and event ids) are UUID v4 text in every browser: from
 * crypto.randomUUID, else from getRandomValues, else from Math.random in a very old webview.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from '@/services/random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('randomId', () => {
  it('is a UUID v4, a new one each call', () => {
    const ids = [randomId(), randomId()];
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("takes the browser's randomUUID when there is one", () => {
    vi.stubGlobal('crypto', {
      randomUUID: () => 'from-random-uuid',
      getRandomValues: () => {
        throw new Error('not this one');
      },
    });
    expect(randomId()).toBe('from-random-uuid');
  });

  it('without randomUUID, sets the version and variant bits over getRandomValues', () => {
    const fill = (byte: (i: number) => number) => (bytes: Uint8Array) => {
      bytes.forEach((_, i) => {
        bytes[i] = byte(i);
      });
      return bytes;
    };
    vi.stubGlobal('crypto', { getRandomValues: fill((i) => i) });
    expect(randomId()).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f');
    vi.stubGlobal('crypto', { getRandomValues: fill(() => 0xff) });
    expect(randomId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    vi.stubGlobal('crypto', { getRandomValues: fill(() => 0) });
    expect(randomId()).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('where crypto is not even declared (an old webview), draws each of the 16 bytes from Math.random', () => {
    const declared = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Reflect.deleteProperty(globalThis, 'crypto');
    try {
      expect(typeof crypto).toBe('undefined');
      const random = vi.spyOn(Math, 'random').mockReturnValue(0.9999);
      expect(randomId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
      expect(random).toHaveBeenCalledTimes(16);
      random.mockReturnValue(0);
      expect(randomId()).toBe('00000000-0000-4000-8000-000000000000');
    } finally {
      if (declared) Object.defineProperty(globalThis, 'crypto', declared);
    }
  });

  it('with a crypto object that has neither function, also from Math.random', () => {
    vi.stubGlobal('crypto', {});
    let n = 0;
    vi.spyOn(Math, 'random').mockImplementation(() => (n++ % 16) / 256);
    expect(randomId()).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f');
  });
});
