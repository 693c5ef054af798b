import { describe, expect, it } from 'vitest';
import { edgeCacheKey, sharedMaxAge, varyNames } from '../../../scripts/lib/edge-cache';

/** The CDN-like proxy of scripts/bench-render.ts: what it keeps, and under which key. */
describe('edge cache of the render benchmark', () => {
  it('keeps an answer for its s-maxage, never a private or no-store one', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60, stale-while-revalidate=600')).toBe(60);
    expect(sharedMaxAge('no-cache')).toBeNull();
    expect(sharedMaxAge('private, s-maxage=60')).toBeNull();
    expect(sharedMaxAge('no-store')).toBeNull();
    expect(sharedMaxAge('s-maxage=0')).toBeNull();
    expect(sharedMaxAge(undefined)).toBeNull();
  });

  it('keys on the URL and the headers Vary names, Accept-Encoding always', () => {
    const names = varyNames('Accept-Language, User-Agent');
    expect(names).toEqual(['accept-encoding', 'accept-language', 'user-agent']);
    expect(varyNames(undefined)).toEqual(['accept-encoding']);
    expect(varyNames('Accept-Language, *')).toBeNull();
    const en = edgeCacheKey('/tag/1001', names ?? [], {
      'accept-encoding': 'br',
      'accept-language': 'en',
      'user-agent': 'phone',
      cookie: 'a',
    });
    expect(
      edgeCacheKey('/tag/1001', names ?? [], {
        'accept-encoding': 'br',
        'accept-language': 'en',
        'user-agent': 'phone',
        cookie: 'b',
      }),
    ).toBe(en);
    expect(
      edgeCacheKey('/tag/1001', names ?? [], {
        'accept-encoding': 'br',
        'accept-language': 'ja',
        'user-agent': 'phone',
      }),
    ).not.toBe(en);
    expect(
      edgeCacheKey('/tag/1001', names ?? [], {
        'accept-encoding': 'gzip',
        'accept-language': 'en',
        'user-agent': 'phone',
      }),
    ).not.toBe(en);
    expect(
      edgeCacheKey('/tag/1002', names ?? [], {
        'accept-encoding': 'br',
        'accept-language': 'en',
        'user-agent': 'phone',
      }),
    ).not.toBe(en);
  });
});
