import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getEasterEgg } from '../../src/api/contract/campaign';
import { expect, test } from './support/fixtures';
import { prizeRecordFor, browserContext, newAccount } from './membership-invitation.helpers';
import { storeSession } from './support/sign-in';

/**
 * The claim form (before and after its deadline, kept as a draft), the easter egg claimed once, the
 * promo video, and the summer and user-growth pages, against the local API server.
 */

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the contact form: refused input keeps what was typed, a reload keeps the draft, sending closes the form', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const recordId = await prizeRecordFor(testInfo, account);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto(`/claim_prize?record_id=${recordId}`);
  const form = page.getByTestId('contact-form');
  await expect(page.getByTestId('countdown')).toContainText('2 days');
  await form.getByLabel('Recipient name').fill('Robin Lee');
  await form.getByLabel('Phone number').fill('12');
  await form.getByLabel('Email').fill('robin@');
  await page.getByTestId('contact-submit').click();
  await expect(form.getByText('Enter a valid phone number')).toBeVisible();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please fill this in')).toBeVisible();
  await expect(form.getByLabel('Recipient name')).toHaveValue('Robin Lee');
  await page.reload();
  await expect(page.getByTestId('contact-form').getByLabel('Email')).toHaveValue('robin@');
  await form.getByLabel('Phone number').fill('+1 555 0100');
  await form.getByLabel('Email').fill('robin@example.com');
  await form.getByLabel('Mailing address').fill('1 Main Street, Springfield 12345');
  await expectAxeClean(page);
  await page.getByTestId('contact-submit').dblclick();
  await expect(page.getByTestId('claim-sent')).toContainText('Thank you! Your details were sent');
  await expect(page.getByTestId('contact-form')).toHaveCount(0);
  await context.close();
});

test('after the deadline the form is closed and the gift forfeited', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  const recordId = await prizeRecordFor(testInfo, account, -60_000);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto(`/claim_prize?record_id=${recordId}`);
  await expect(page.getByTestId('claim-forfeited')).toContainText('This gift has been forfeited');
  await expect(page.getByTestId('contact-form')).toHaveCount(0);
  await context.close();
});

test('the easter egg: a wrong stone finds nothing, the right one is claimed once', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  const { egg_spot } = await account.api.call(getEasterEgg, { event_id: 'easter_egg' });
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto('/activity/easter_egg');
  await page.getByTestId(`egg-spot-${(egg_spot + 1) % 6}`).click();
  await expect(page.getByTestId('egg-notice')).toHaveText('Nothing here. Keep looking!');
  await page.getByTestId(`egg-spot-${egg_spot}`).click();
  await expect(page.getByTestId('egg-notice')).toHaveText('You found the egg! 25 gems added.');
  await page.reload();
  await expect(page.getByTestId('egg-page')).toHaveAttribute('data-claimed', 'true');
  await expect(page.getByTestId(`egg-spot-${egg_spot}`)).toBeDisabled();
  expect((await account.api.call(getEasterEgg, { event_id: 'easter_egg' })).claimed).toBe(true);
  await page.goto('/activity/easter_egg?event_id=easter_egg_ended');
  await expect(page.getByTestId('event-ended')).toHaveText('The event has ended');
  await context.close();
});

test('the easter egg: a tapped stone looks and reads as tapped; after the find a link leads back to the summer tasks', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const { egg_spot } = await account.api.call(getEasterEgg, { event_id: 'easter_egg' });
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto('/activity/easter_egg');
  const tapped = page.getByTestId(`egg-spot-${(egg_spot + 1) % 6}`);
  const untapped = page.getByTestId(`egg-spot-${(egg_spot + 2) % 6}`);
  const look = (stone: typeof tapped) =>
    stone.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, image: style.backgroundImage, border: style.borderStyle };
    });
  const before = await look(tapped);
  expect(before).toEqual(await look(untapped));
  await tapped.click();
  await expect(page.getByTestId('egg-notice')).toHaveText('Nothing here. Keep looking!');
  // Visibly different from a stone not yet tapped, and said so to assistive technology.
  expect(await look(tapped)).not.toEqual(await look(untapped));
  await expect(tapped).toHaveAccessibleName(`Stone ${((egg_spot + 1) % 6) + 1}: nothing here`);
  await expect(untapped).toHaveAccessibleName(`Look behind stone ${((egg_spot + 2) % 6) + 1}`);
  await expect(page.getByRole('link', { name: 'Go to the summer event' })).toHaveCount(0);

  await page.getByTestId(`egg-spot-${egg_spot}`).click();
  await expect(page.getByTestId('egg-notice')).toHaveText('You found the egg! 25 gems added.');
  const back = page.getByRole('link', { name: 'Go to the summer event' });
  await expect(back).toHaveAttribute('href', '/summer');
  await back.click();
  await expect(page).toHaveURL(/\/summer$/);
  await expect(page.getByTestId('summer-page')).toBeVisible();
  await context.close();
});

test('the promo video loads nothing before play, then really plays', async ({ browser }, testInfo) => {
  const context = await browserContext(browser, testInfo);
  const page = await context.newPage();
  const media: string[] = [];
  page.on('request', (r) => {
    if (/ug-promo\.(webm|mp4)/.test(r.url())) media.push(r.url());
  });
  await page.goto('/ug/video');
  const video = page.getByTestId('promo-video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', /ug-promo-poster\.jpg$/);
  expect(media).toEqual([]);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  expect(media.length).toBeGreaterThan(0);
  await expectAxeClean(page);
  await context.close();
});

test('summer: tasks, collections, rank and history; user growth: landing and rules', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto('/summer');
  await expect(page.getByTestId('summer-tasks').locator('li')).toHaveCount(4);
  await expectAxeClean(page);
  await page.goto('/summer/collection/fm');
  await expect(page.getByTestId('summer-collection')).toContainText('0 of 5 collected');
  await page.goto('/summer/rank');
  await expect(page.getByTestId('leaderboard').locator('li')).toHaveCount(20);
  await expect(page.getByTestId('rank-own-unranked')).toHaveText('Not ranked yet');
  await page.getByTestId('leaderboard-more').click();
  // The 27 seeded players; players of other tests who earned summer points rank below them.
  await expect.poll(() => page.getByTestId('leaderboard').locator('li').count()).toBeGreaterThanOrEqual(27);
  await expectAxeClean(page);
  await page.goto('/summer/rewarded_history');
  await expect(page.getByTestId('error-panel-empty')).toContainText('No rewards yet');
  await page.goto('/ug');
  await expect(page.getByTestId('ug-page')).toContainText('Invite friends, earn gems together');
  await page.goto('/ug/rule');
  await expect(page.getByTestId('ug-rules').locator('li')).toHaveCount(5);
  await context.close();
});
