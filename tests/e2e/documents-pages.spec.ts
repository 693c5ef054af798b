import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { compileDocument } from '../../scripts/lib/document-markup';
import { SeedIds } from '../../server/seed/ids';
import { expect, newDeviceContext, test } from './support/fixtures';
import { pillLinkDifferences } from './support/pills';
import { collectPageProblems, expectNoProblems, expectNoProblemsBesidesNotFound } from './support/page-problems';
import { ONE_PROJECT } from './membership-invitation.helpers';

/**
 * The documents in every language, their table of contents and links, readability with zoom and
 * 200 % text, accessibility, the level docs and the image-creation guide.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'documents do not depend on the device profile');
});

const DOCS: readonly [string, string][] = [
  ['/static/service', 'service'],
  ['/static/privacy', 'privacy'],
  ['/static/story_guide', 'story_guide'],
  ['/static/faq', 'faq'],
  ['/static/image', 'image'],
  ['/static/guide', 'guide'],
  ['/static/about', 'about'],
  ['/static/creator_guide', 'creator_guide'],
  ['/creator_guide', 'creator_guide'],
  ['/static/moment_guide', 'moment_guide'],
  ['/static/vip_contract', 'vip_contract'],
  ['/term/community_covenant', 'community_covenant'],
  ['/about_stories', 'about_stories'],
];
const titleOf = (doc: string, locale: string) =>
  compileDocument(readFileSync(join('docs-content', doc, `${locale}.md`), 'utf8')).title;

async function contextIn(browser: Browser, testInfo: TestInfo, locale: string) {
  return newDeviceContext(browser, testInfo.project.use, { locale });
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// The talkie build offers en, es, pt and ja (SPEC §9); a Chinese browser gets the English fallback.
for (const [browserLocale, docLocale] of [
  ['en-US', 'en'],
  ['es-ES', 'es'],
  ['pt-BR', 'pt'],
  ['ja-JP', 'ja'],
  ['zh-CN', 'en'],
] as const) {
  test(`every document in ${browserLocale} shows its ${docLocale} text`, async ({ browser }, testInfo) => {
    const context = await contextIn(browser, testInfo, browserLocale);
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    for (const [path, doc] of DOCS) {
      await page.goto(path);
      const article = page.getByTestId('document');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(titleOf(doc, docLocale));
      await expect(article).toHaveAttribute('lang', docLocale);
    }
    expectNoProblems(problems, browserLocale);
    await context.close();
  });
}

test('a long document: effective date, a table of contents whose links reach their sections, links between pages move inside the app', async ({
  page,
  problems,
}) => {
  await page.goto('/static/service');
  await expect(page.getByText('Effective date: November 1, 2026')).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await toc.getByRole('link', { name: 'Gems, memberships and purchases' }).click();
  await expect(page).toHaveURL(/#purchases$/);
  await expect(page.locator('#purchases')).toBeInViewport();
  // A link to another document: the app moves there without loading the page again.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByTestId('document').getByRole('link', { name: 'Membership Agreement' }).first().click();
  await expect(page).toHaveURL(/\/static\/vip_contract$/);
  await expect(page.getByTestId('document').getByRole('heading', { level: 1 })).toHaveText(
    'Talkie Membership Agreement',
  );
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expectNoProblems(problems);
});

test('documents are axe-clean, and readable at 320 px with 200 % text: no horizontal scroll outside tables', async ({
  page,
  problems,
}) => {
  for (const path of [
    '/static/service',
    '/static/vip_contract',
    '/term/community_covenant',
    '/level/doc/level',
    '/static/image_creation',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('document')).toBeVisible();
    await expectAxeClean(page);
  }
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/static/vip_contract', '/static/privacy', '/level/doc/quest']) {
    await page.goto(path);
    await expect(page.getByTestId('document')).toBeVisible();
    await page.addStyleTag({ content: '.tk-doc { font-size: 0.30rem !important; }' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  expectNoProblems(problems);
});

test('level docs: each type explains its numbers in a table; an unknown type is not found', async ({
  page,
  problems,
}) => {
  for (const [type, heading] of [
    ['level', 'Creator Levels'],
    ['quest', 'Quests'],
    ['reward', 'Level Rewards'],
    ['score', 'Character Score'],
  ]) {
    await page.goto(`/level/doc/${type}`);
    await expect(page.getByTestId('document').getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.getByRole('table').first()).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Level guide sections' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/level\/doc\/reward$/);
  // Rendered on the server: the not-found page, answered with 404.
  const answer = await page.goto('/level/doc/unknown');
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId('fallback-page')).toBeVisible();
  expectNoProblemsBesidesNotFound(problems, answer);
});

const LEVEL_TABS = {
  'en-US': 'Score',
  'es-ES': 'Puntuación',
  'pt-BR': 'Pontuação',
  'ja-JP': 'スコア',
  'zh-CN': 'Score',
} as const;

for (const [locale, score] of Object.entries(LEVEL_TABS)) {
  test(`level docs at 390 px in ${locale}: the open section is marked, and the tabs keep one row without wrapping a label`, async ({
    browser,
  }, testInfo) => {
    const context = await newDeviceContext(browser, testInfo.project.use, {
      locale,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/level/doc/level');
    const nav = page.locator('main nav').first();
    const tabs = nav.getByRole('link');
    await expect(tabs).toHaveCount(4);
    await tabs.last().click();
    await expect(page).toHaveURL(/\/level\/doc\/score$/);
    const open = nav.getByRole('link', { name: score, exact: true });
    await expect(open).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    const look = (tab: Locator) =>
      tab.evaluate((el) =>
        ['backgroundColor', 'borderTopColor', 'color'].map((p) => getComputedStyle(el)[p as 'color']).join(' '),
      );
    const openLook = await look(open);
    for (const tab of await tabs.all())
      if ((await tab.getAttribute('aria-current')) === null)
        expect(await look(tab), 'the open section looks like the others').not.toBe(openLook);
    // Pills, links or not, carry no underline.
    for (const tab of await tabs.all()) expect(await pillLinkDifferences(tab)).toEqual([]);

    const measure = () =>
      nav.evaluate((el) => {
        const range = document.createRange();
        const tabs = Array.from(el.querySelectorAll('a')).map((a) => {
          range.selectNodeContents(a);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
          return { label: a.textContent, top: Math.round(a.getBoundingClientRect().top), lines };
        });
        const navBox = el.getBoundingClientRect();
        const current = el.querySelector('[aria-current="page"]')?.getBoundingClientRect();
        return {
          tops: new Set(tabs.map((t) => t.top)).size,
          wrapped: tabs.filter((t) => t.lines > 1).map((t) => t.label),
          scrolls: el.scrollWidth > el.clientWidth ? getComputedStyle(el).overflowX : 'fits',
          openInView: !!current && current.left >= navBox.left - 1 && current.right <= navBox.right + 1,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
    // The app brings the open tab into view: a tap made before it took the server's page over loads the section as a
    // new page, whose tab comes into view once the app runs on it.
    await expect
      .poll(async () => (await measure()).openInView, { message: 'the open tab is scrolled into view' })
      .toBe(true);
    const layout = await measure();
    expect(layout.tops, 'the tabs are on one row').toBe(1);
    expect(layout.wrapped).toEqual([]);
    expect(['fits', 'auto', 'scroll']).toContain(layout.scrolls);
    expect(layout.pageOverflow).toBeLessThanOrEqual(0);
    await context.close();
  });
}

test('level docs: a tab row the visitor scrolled before the app took over stays where they left it, and its tab opens', async ({
  browser,
}, testInfo) => {
  const context = await newDeviceContext(browser, testInfo.project.use, {
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  // The app's code waits until the visitor has scrolled the server-rendered row, as on a slow phone.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/level/doc/level', { waitUntil: 'domcontentloaded' });
  const nav = page.locator('main nav').first();
  const last = nav.getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await nav.evaluate((el) => el.scrollLeft);
  expect(scrolled, 'the Spanish labels overflow the row').toBeGreaterThan(0);
  release();
  // Hydrated (React keeps its props on the element, as early-taps.spec.ts reads it), and its effects have run.
  await expect
    .poll(() => last.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  expect(await nav.evaluate((el) => el.scrollLeft), 'the row stays where the visitor scrolled it').toBe(scrolled);
  await last.click();
  await expect(page).toHaveURL(/\/level\/doc\/score$/);
  await context.close();
});

test('originality statement: the character, its creator and date, then the statement; an unknown id is not found', async ({
  page,
  problems,
}) => {
  await page.goto(`/static/originality_statement/${SeedIds.npcs.en}`);
  const character = page.getByTestId('originality-character');
  await expect(character.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(character).toContainText('Created by');
  await expect(character).toContainText('Created on');
  await expect(page.getByTestId('document').getByRole('heading', { level: 1 })).toHaveText('Originality Statement');
  await expectAxeClean(page);
  await page.goto('/static/originality_statement/npc_nobody');
  await expect(page.getByText('This character could not be found. It may have been deleted.')).toBeVisible();
  expectNoProblems(problems);
});
