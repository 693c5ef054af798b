import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseShareId, shareSearch } from '@/features/share/share-search';

describe('share page search parameters', () => {
  it('keeps a well-formed id, trimmed', () => {
    expect(shareSearch('chat_id')({ chat_id: ' chat_en ' })).toEqual({ chat_id: 'chat_en' });
    expect(parseShareId('post_visibility_200')).toBe('post_visibility_200');
  });

  it('drops a missing, empty, over-long or malformed id (the page then shows not found)', () => {
    const search = shareSearch('post_id');
    for (const post_id of [undefined, '', 'a'.repeat(65), '../../etc', '<script>', ['a', 'b']]) {
      // The key stays (as undefined) so the router's merge cannot bring the raw value back.
      expect(search({ post_id })).toStrictEqual({ post_id: undefined });
    }
  });

  it('never throws, whatever the URL holds', () => {
    const search = shareSearch('fm_id');
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string()))),
        (input) => {
          const out = search({ ...input });
          expect(out.fm_id === undefined || /^[A-Za-z0-9_-]{1,64}$/.test(out.fm_id)).toBe(true);
        },
      ),
    );
  });
});
