import {
  getCampaignEvent,
  getSpinStatus,
  getSummerCollection,
  getSummerHistory,
  getSummerOverview,
  getSummerRank,
} from '../../src/api/contract/campaign';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { keptServerMarkup, openServerRendered } from './support/server-markup';
import { expectNoProblems } from './support/page-problems';
import { ONE_PROJECT } from './membership-invitation.helpers';

/**
 * The campaign pages as the preview server renders them (without a login): the page's frame and the
 * event's window are in the HTML; the app takes the page over (hydrates the server's markup, not a new
 * one) without a mismatch, without asking again for the window the HTML carried, and then reads what
 * is the visitor's own once (their spins, tasks, lists). One device profile: the render does not depend on it.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

/** Records the page's layout shifts from its first paint (the browser's own measure of CLS). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput || entry.value === 0) continue;
        const moved = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `<${s.node.tagName.toLowerCase()} class="${s.node.className}">` : '#text',
        );
        shifts.push(`${entry.value.toFixed(4)} ${moved.join(' ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShifts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);

interface CampaignPage {
  readonly url: string;
  /** A text of what is the same for everyone, in English and Japanese. */
  readonly text: readonly [en: string, ja: string];
  /** The visitor's own read, asked for once after the login; null: the page reads nothing of theirs. */
  readonly own: string | null;
  /** What shows once the visitor's own read is in. */
  readonly ownTestId: string;
}

const PAGES: readonly CampaignPage[] = [
  { url: '/summer', text: ['Reward history', '報酬履歴'], own: getSummerOverview.path, ownTestId: 'summer-tasks' },
  {
    url: '/summer/rank',
    text: ['Ranking closes in', 'ランキング締め切りまで'],
    own: getSummerRank.path,
    ownTestId: 'leaderboard',
  },
  {
    url: '/summer/rewarded_history',
    text: ['Reward History', '報酬履歴'],
    own: getSummerHistory.path,
    ownTestId: 'empty-next',
  },
  {
    url: '/summer/collection/fm',
    text: ['FM Collection', 'FMコレクション'],
    own: getSummerCollection.path,
    ownTestId: 'summer-collection',
  },
  {
    url: '/summer/collection/npc',
    text: ['Character Collection', 'キャラクターコレクション'],
    own: getSummerCollection.path,
    ownTestId: 'summer-collection',
  },
  { url: '/spin_wheel', text: ['Spin', '回す'], own: getSpinStatus.path, ownTestId: 'spin-counts' },
  { url: '/spin_wheel_v2', text: ['Draw', '抽選する'], own: getSpinStatus.path, ownTestId: 'spin-counts' },
  { url: '/ug/video', text: ['See what Talkie can do', 'Talkieでできること'], own: null, ownTestId: 'promo-video' },
];

for (const [locale, language] of [
  ['en-US', 'en'],
  ['ja-JP', 'ja'],
] as const) {
  test.describe(`campaign pages rendered by the server in ${language}`, () => {
    test.use({ locale });
    for (const {
      url,
      text: [en, ja],
      own,
      ownTestId,
    } of PAGES) {
      const text = language === 'en' ? en : ja;
      test(`${url}: its frame in the HTML, taken over without a mismatch or a shift; the visitor's own read once`, async ({
        page,
        problems,
      }) => {
        await recordLayoutShifts(page);
        const { html, dataCalls } = await openServerRendered(page, url);
        expect(html).toContain('data-ssr');
        expect(html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")).toContain(text);
        expect(html, 'no spinner where the page goes').not.toContain('data-testid="loading"');
        await expect(page.locator('[data-page]')).toContainText(text);
        await expect(page.getByTestId(ownTestId).first()).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
          .toBe(true);
        expect(
          dataCalls.filter((path) => path === getCampaignEvent.path),
          "no second request for the event's window the HTML carried",
        ).toEqual([]);
        expect(
          dataCalls.filter((path) => path !== getCampaignEvent.path),
          "the visitor's own read, once",
        ).toEqual(own ? [own] : []);
        // The dates, written in UTC by the server and in the visitor's zone by the browser, move nothing.
        expect(await layoutShifts(page), 'what the HTML showed stays where it was').toEqual([]);
        expectNoProblems(problems, url);
      });
    }
  });
}

/** Where the spin button stands when the server's HTML is first laid out (before the app's scripts run). */
const recordFirstButtonBox = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const box = document.querySelector('.cp-spin-button')?.getBoundingClientRect();
      (window as unknown as { __firstButton: unknown }).__firstButton = box
        ? { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height }
        : null;
    });
  });

for (const [locale, language] of [
  ['en-US', 'en'],
  ['ja-JP', 'ja'],
] as const) {
  test.describe(`the spin pages at 390 px in ${language}`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });
    for (const url of ['/spin_wheel', '/spin_wheel_v2']) {
      test(`${url}: the wheel's room is in the HTML, the spin button does not move when the visitor's wheel arrives`, async ({
        page,
        problems,
      }) => {
        await recordLayoutShifts(page);
        await recordFirstButtonBox(page);
        const answer = await page.goto(url);
        const html = (await answer?.text()) ?? '';
        expect
          .soft(html, "the wheel's (or grid's) frame is in the server's HTML")
          .toContain(url === '/spin_wheel' ? 'data-testid="spin-wheel"' : 'data-testid="spin-grid"');
        const first = await page.evaluate(
          () =>
            (window as unknown as { __firstButton: { x: number; y: number; width: number; height: number } | null })
              .__firstButton,
        );
        expect(first, 'a spin button in the first layout').not.toBeNull();
        await expect(page.getByTestId('spin-counts')).toBeVisible({ timeout: 15_000 });
        await expect(page.getByTestId('spin-placeholder')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const loaded = await page.getByTestId('spin-button').evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
        });
        expect(loaded, 'the spin button stays where the first paint put it').toEqual(first);
        expect(await layoutShifts(page), 'nothing shifts from the first paint to the loaded wheel').toEqual([]);
        expectNoProblems(problems, url);
      });
    }
  });
}

test('the wheel takes over from the placeholder: the visitor can spin once the login is ready', async ({
  page,
  problems,
}) => {
  await page.goto('/spin_wheel');
  await expect(page.getByTestId('spin-counts')).toHaveAttribute('data-remaining', '3', { timeout: 15_000 });
  await expect(page.getByTestId('spin-placeholder')).toHaveCount(0);
  await expect(page.getByTestId('event-dates')).toHaveCount(1);
  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('spin-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('spin-counts')).toHaveAttribute('data-remaining', '2');
  expectNoProblems(problems, '/spin_wheel');
});
