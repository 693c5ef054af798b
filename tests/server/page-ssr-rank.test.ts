import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, rootText, titleOf, answerKeys } from './support/rendered-page';
import { SeedIds } from '../../server/seed/ids';
import { startListening, type TestApi } from './support';

/**
 * The rankings pages the server renders, as `curl` sees them (no JavaScript): the board as everyone
 * sees it and anyone's achievements in the HTML, in the visitor's language, cacheable by a CDN, with the
 * answers beside them; never a visitor's own entry (the server renders without a login).
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const RENDERED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const render = pageRenderer(() => t.baseUrl);

const { rank, achievements } = SeedIds;
/**
 * Each page, its title and texts of its content in English and Japanese (server/seed/rank-seed.ts, locales/ja/rank.po).
 */
const pages: [url: string, title: [en: string, ja: string], texts: [en: string[], ja: string[]]][] = [
  [
    '/rank',
    ['Rankings', 'ランキング'],
    [
      ['Aria the Bard', 'Resets in', 'View full list'],
      ['Aria the Bard', 'リセットまで', '全ランキングを見る'],
    ],
  ],
  ['/rank?board=gem_elite&period=weekly', ['Rankings', 'ランキング'], [['Resets in'], ['リセットまで']]],
  [
    `/achievement/npc?npc_id=${achievements.npcOwner}`,
    ['Character Achievements', 'キャラクターの実績'],
    [
      ['Aria the Bard', 'unlocked', 'Permanent'],
      ['Aria the Bard', '個解除', '永久'],
    ],
  ],
  [
    `/achievement/user?user_id=${achievements.userOwner}`,
    ['My Achievements', 'マイ実績'],
    [
      ['Robin', 'unlocked'],
      ['Robin', '個解除'],
    ],
  ],
];

describe('the rankings pages come with their content', () => {
  it.each(pages)(
    '%s: its title and its text in English and Japanese, cacheable, no loading frame',
    async (url, [enTitle, jaTitle], [en, ja]) => {
      for (const [acceptLanguage, title, texts] of [
        ['en-US,en;q=0.9', enTitle, en],
        ['ja-JP,ja;q=0.9', jaTitle, ja],
      ] as const) {
        const { page, html } = await render(url, { acceptLanguage });
        expect(page.status).toBe(200);
        expect(titleOf(html)).toBe(title);
        for (const text of texts) expect(rootText(html)).toContain(text);
        expect(html).not.toContain('data-testid="loading"');
        expect(page.headers['Cache-Control']).toBe(RENDERED);
      }
    },
  );

  it('the board is the one everyone sees: its first place, the answer beside it, no own entry and no visitor state', async () => {
    const { html } = await render('/rank?board=popular&period=daily');
    expect(html).toContain(`data-npc-id="${rank.popularTop}"`);
    expect(html).not.toContain('data-testid="rank-own-entry"');
    expect(html).not.toContain('data-testid="rank-own-unranked"');
    // One answer: the public board, under the key without a caller (the page asks again only for a real-name visitor).
    const keys = answerKeys(html);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('@');
  });

  it('the countdown in the HTML is the time left at the answer’s server time (the hydration writes the same)', async () => {
    const { html } = await render('/rank?period=weekly');
    expect(html).toMatch(/data-testid="rank-countdown" dateTime="P/);
  });

  it('anyone’s achievements carry their answer', async () => {
    expect(answerKeys((await render(`/achievement/npc?npc_id=${achievements.npcOwner}`)).html)).toHaveLength(1);
    expect(answerKeys((await render(`/achievement/user?user_id=${achievements.userOwner}`)).html)).toHaveLength(1);
  });
});

describe('the honest state where there is nothing to show', () => {
  it('an unknown character or user: not found, never someone else’s achievements', async () => {
    for (const url of ['/achievement/npc?npc_id=npc_missing', '/achievement/user?user_id=u_missing']) {
      const { html } = await render(url);
      expect(rootText(html)).toContain('This character or creator could not be found');
      expect(rootText(html)).not.toContain('Aria the Bard');
      expect(rootText(html)).not.toContain('Robin');
    }
  });

  it('a character page without a character says so, with the way to the rankings', async () => {
    const { html } = await render('/achievement/npc');
    expect(rootText(html)).toContain('No character chosen');
    expect(html).toContain('data-testid="see-rankings"');
  });

  it('the visitor’s own achievements (no user_id) wait for their login: a loading frame, nobody’s achievements', async () => {
    const { html } = await render('/achievement/user');
    expect(html).toContain('data-testid="loading"');
    expect(html).not.toContain('data-testid="achievements-page"');
    expect(answerKeys(html)).toEqual([]);
  });

  it('an unknown board or period is the default board, not an error', async () => {
    const { page, html } = await render('/rank?board=nope&period=never');
    expect(page.status).toBe(200);
    expect(html).toContain(`data-npc-id="${rank.popularTop}"`);
  });
});
