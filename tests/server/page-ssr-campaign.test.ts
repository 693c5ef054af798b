import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, rootText, titleOf, answerKeys } from './support/rendered-page';
import { getCampaignEvent, getSpinStatus, getSummerOverview } from '../../src/api/contract/campaign';
import { CampaignSeedIds } from '../../server/seed/campaign';
import { startListening, type TestApi } from './support';

/**
 * The server render of the campaign pages, as `curl` sees them (no JavaScript, no login): what is the
 * same for everyone (the page's frame, the event's window, the links) is in the HTML, in the visitor's
 * language, cacheable by a CDN; what is the visitor's own (spins, tasks, lists) is not read without
 * their session, and never a loading spinner stands in for the page.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const JA = 'ja-JP,ja;q=0.9';

const render = pageRenderer(() => t.baseUrl);

/**
 * The document title comes from the page's `data-page` name, which the renderer reads as letters and
 * underscores: /spin_wheel_v2 keeps the site's name there for now; its header carries the page's title.
 */
const titleIn = (url: string, html: string, title: string) =>
  url === '/spin_wheel_v2' ? expect(rootText(html)).toContain(title) : expect(titleOf(html)).toBe(title);

const CACHEABLE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const { events } = CampaignSeedIds;

/** Each page: its title and a piece of its content in English and Japanese. */
const pages: [url: string, title: [en: string, ja: string], text: [en: string, ja: string]][] = [
  ['/summer', ['Summer Event', 'サマーイベント'], ['Reward history', '報酬履歴']],
  ['/summer/rank', ['Event Ranking', 'イベントランキング'], ['Ranking closes in', 'ランキング締め切りまで']],
  ['/summer/rewarded_history', ['Reward History', '報酬履歴'], ['Reward History', '報酬履歴']],
  ['/summer/collection/fm', ['FM Collection', 'FMコレクション'], ['FM Collection', 'FMコレクション']],
  [
    '/summer/collection/npc',
    ['Character Collection', 'キャラクターコレクション'],
    ['Character Collection', 'キャラクターコレクション'],
  ],
  ['/spin_wheel', ['Spin Wheel', 'ルーレット'], ['Spin', '回す']],
  ['/spin_wheel_v2', ['Lucky Spin', 'ラッキースピン'], ['Draw', '抽選する']],
  ['/ug/video', ['Watch & Earn', '見て報酬を獲得'], ['See what Talkie can do', 'Talkieでできること']],
];

describe('a campaign page comes with what is the same for everyone', () => {
  it.each(pages)('%s: its title and its text, cacheable, no spinner (en)', async (url, [title], [text]) => {
    const { page, html } = await render(url);
    expect(page.status).toBe(200);
    titleIn(url, html, title);
    expect(rootText(html)).toContain(text);
    expect(html).not.toContain('data-testid="loading"');
    expect(page.headers['Cache-Control']).toBe(CACHEABLE);
  });

  it.each(pages)('%s: in the visitor language (ja)', async (url, [, title], [, text]) => {
    const { page, html } = await render(url, { acceptLanguage: JA });
    expect(page.lang).toBe('ja');
    titleIn(url, html, title);
    expect(rootText(html)).toContain(text);
    expect(html).not.toContain('data-testid="loading"');
  });

  it("the event's window is in the HTML, in UTC until the browser knows the visitor's zone", async () => {
    for (const url of ['/summer', '/spin_wheel', '/spin_wheel_v2']) {
      const { html } = await render(url);
      expect(html, url).toContain('data-testid="event-dates"');
      expect(rootText(html), url).toContain('UTC');
      expect(html, url).toContain('data-testid="countdown"');
    }
    const { html } = await render('/summer/rank');
    expect(html).toContain('data-testid="countdown"');
  });

  it("only the event's window goes with the page: nothing of a visitor is read without their session", async () => {
    const eventKey = (eventId: string) => `${getCampaignEvent.path}:${JSON.stringify({ event_id: eventId })}`;
    expect(answerKeys((await render('/summer')).html)).toEqual([eventKey(events.summer)]);
    expect(answerKeys((await render('/summer/rank')).html)).toEqual([eventKey(events.summer)]);
    expect(answerKeys((await render('/spin_wheel')).html)).toEqual([eventKey(events.spin)]);
    expect(answerKeys((await render('/spin_wheel_v2')).html)).toEqual([eventKey(events.grid)]);
    for (const url of ['/summer/rewarded_history', '/summer/collection/fm', '/summer/collection/npc', '/ug/video']) {
      expect(answerKeys((await render(url)).html), url).toEqual([]);
    }
    const all = (await Promise.all(pages.map(([url]) => render(url)))).map(({ html }) => html).join('');
    expect(all).not.toContain(getSpinStatus.path);
    expect(all).not.toContain(getSummerOverview.path);
  });

  it('the spin pages show a spin button that does nothing yet, without a count', async () => {
    const { html } = await render('/spin_wheel');
    expect(html).toContain('data-testid="spin-placeholder"');
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*disabled=""[^>]*>Spin<\/button>/);
    expect(html).not.toContain('data-testid="spin-counts"');
  });

  it('another event named in the query is rendered as that event', async () => {
    const { html } = await render(`/spin_wheel?event_id=${events.spinEnded}`);
    expect(rootText(html)).toContain('The event has ended');
    expect(html).not.toContain('>Spin</button>');
  });

  it('an event that does not exist: no dates of another event, no spinner', async () => {
    const { page, html } = await render('/spin_wheel?event_id=no_such_event');
    expect(page.status).toBe(200);
    expect(html).not.toContain('data-testid="event-dates"');
    expect(html).not.toContain('data-testid="loading"');
  });
});
