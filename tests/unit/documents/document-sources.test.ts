import { describe, expect, it } from 'vitest';
import { documentSource, type DocumentData } from '@/features/documents/document-sources';
import { dayKeyIn, groupByDay } from '@/features/documents/day-groups';

const text = (title: string) => (): Promise<DocumentData> =>
  Promise.resolve({ title, effective: null, toc: [], html: '' });

describe('which text a reader gets', () => {
  const available = {
    '/docs-content/faq/en.md': text('FAQ'),
    '/docs-content/faq/ja.md': text('よくある質問'),
    '/docs-content/about/ja.md': text('について'),
  };

  it("the reader's language when the document has it", async () => {
    const source = documentSource('faq', 'ja', available);
    expect(source?.locale).toBe('ja');
    expect((await source?.load())?.title).toBe('よくある質問');
  });

  it('English when that translation is missing', async () => {
    const source = documentSource('faq', 'pt', available);
    expect(source?.locale).toBe('en');
    expect((await source?.load())?.title).toBe('FAQ');
  });

  it('nothing for a document with no English text and no translation', () => {
    expect(documentSource('about', 'es', available)).toBeNull();
  });

  it('every document of the build has a loader per language (one chunk each)', () => {
    for (const locale of ['en', 'zh', 'es', 'pt', 'ja'] as const)
      expect(documentSource('service', locale)?.locale).toBe(locale);
  });
});

describe('days of the card record', () => {
  it("groups by the visitor's calendar day, not the UTC day", () => {
    // 03:00 UTC on the 2nd is still the 1st in Los Angeles; 20:00 UTC on the 1st is the 1st there too.
    const late = Date.UTC(2026, 10, 2, 3);
    const early = Date.UTC(2026, 10, 1, 20);
    expect(dayKeyIn(late, 'America/Los_Angeles')).toBe('2026-11-01');
    expect(groupByDay([late, early], (t) => t, 'America/Los_Angeles').map((g) => [g.day, g.items.length])).toEqual([
      ['2026-11-01', 2],
    ]);
    expect(groupByDay([late, early], (t) => t, 'UTC').map((g) => g.day)).toEqual(['2026-11-02', '2026-11-01']);
  });
});
