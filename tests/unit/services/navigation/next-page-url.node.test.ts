/** Forward navigation URLs (SPEC §4): a path that is only a query or only a hash, and empty values. */
import { describe, expect, it } from 'vitest';
import { isBackVisit, nextPageUrl } from '@/services/navigation/forward';

describe('nextPageUrl', () => {
  it('keeps a hash at the very start and merges into a query at the very start', () => {
    expect(nextPageUrl('#top', { a: 1 })).toBe('?a=1#top');
    expect(nextPageUrl('?x=1', { a: 1 })).toBe('?x=1&a=1');
    expect(nextPageUrl('?x=1#h', { x: 2 })).toBe('?x=2#h');
  });

  it('drops undefined, null and empty values but keeps 0 and false', () => {
    expect(nextPageUrl('/p', { u: undefined, n: null, e: '', z: 0, f: false })).toBe('/p?z=0&f=false');
    expect(nextPageUrl('/p?keep=1', { keep: '' })).toBe('/p?keep=1');
  });
});

describe('isBackVisit', () => {
  it('reads the mark from a string or from parsed params', () => {
    expect(isBackVisit(new URLSearchParams('is_back=1'))).toBe(true);
    expect(isBackVisit(new URLSearchParams('is_back=2'))).toBe(false);
    expect(isBackVisit('?other=1')).toBe(false);
  });
});
