import { describe, expect, it } from 'vitest';
import { headTags } from '@/server-render/head-tags';
import { loaderHead, pageContentOf } from '@/kernel/page-head';
import { previewMeta } from '@/kernel/page-preview';

/** The head the server writes from the default tags and the ones the matched routes gave. */
describe('headTags', () => {
  const defaults = previewMeta({ title: 'Rankings', description: 'Rankings', type: 'website', image: null });
  const lines = (html: string) => html.split('\n    ');

  it('a route tag replaces the default of the same key, in the default place', () => {
    const html = headTags([...defaults, ...previewMeta({ description: 'Gone' })], 'https://h5.example/rank');
    expect(lines(html)).toEqual([
      '<title>Rankings</title>',
      '<meta name="description" content="Gone" />',
      '<link rel="canonical" href="https://h5.example/rank" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:title" content="Rankings" />',
      '<meta property="og:description" content="Gone" />',
      '<meta name="twitter:card" content="summary" />',
      '<meta name="twitter:title" content="Rankings" />',
      '<meta name="twitter:description" content="Gone" />',
    ]);
  });

  it('a wide picture gets the large card, and its tags go with the Open Graph and Twitter ones', () => {
    const image = { url: 'https://cdn.example/a.png', width: 1200, height: 630, alt: 'A' };
    const html = headTags([...defaults, ...previewMeta({ image })], 'https://h5.example/rank');
    expect(html).toContain(
      '<meta property="og:image:alt" content="A" />\n    <meta name="twitter:card" content="summary_large_image" />',
    );
    expect(html.endsWith('<meta name="twitter:image:alt" content="A" />')).toBe(true);
  });

  it('a tag no default has follows the others; every value is escaped', () => {
    const html = headTags(
      [{ name: 'robots', content: 'noindex' }, ...previewMeta({ title: '</title><script>"x"' })],
      'https://h5.example/?a=1&b=2',
    );
    expect(lines(html)).toEqual([
      '<title>&#60;/title&#62;&#60;script&#62;&#34;x&#34;</title>',
      '<link rel="canonical" href="https://h5.example/?a=1&#38;b=2" />',
      '<meta property="og:title" content="&#60;/title&#62;&#60;script&#62;&#34;x&#34;" />',
      '<meta name="twitter:title" content="&#60;/title&#62;&#60;script&#62;&#34;x&#34;" />',
      '<meta name="robots" content="noindex" />',
    ]);
  });
});

describe("a route's head from its loader", () => {
  it('the head option hands over the tags the loader wrote; the content state is read back', () => {
    const meta = previewMeta({ description: 'Gone' });
    expect(loaderHead({ loaderData: { meta, content: 'unavailable' } })).toEqual({ meta });
    expect(loaderHead({ loaderData: undefined })).toEqual({ meta: [] });
    expect(pageContentOf({ meta, content: 'unavailable' })).toBe('unavailable');
    expect(pageContentOf({ content: 'kept' })).toBeNull();
    expect(pageContentOf(undefined)).toBeNull();
  });
});
