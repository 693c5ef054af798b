import type { Page } from '@playwright/test';
import { ROUTE_CATALOG } from '../../src/platform/route-catalog';
import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';
import { expectNoProblems } from './support/page-problems';
import { ONE_PROJECT } from './membership-invitation.helpers';
import { expectEnforcedPolicy, violations, watchViolations } from './support/csp';

/**
 * The app under its Content-Security-Policy, as `vite preview` enforces it (the page server's policy,
 * server/http/security-headers.ts): every server-rendered share page works, and the browser refuses
 * nothing (no `securitypolicyviolation` event, no "Refused to ..." message); a script the page did not
 * ship is refused. Every route of the catalog is checked under the policy by the UI guard sweep
 * (ui-guards.spec.ts), on its English load of each route in the browser.
 * The policy does not depend on the device profile: one profile.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the policy does not depend on the device profile');
});

/** True when React has hydrated the element (it carries React's fiber), so its handlers are attached. */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);

test.describe('server-rendered share pages under the CSP', () => {
  const PAGES = [
    `/share/chat?chat_id=${SeedIds.chats.en}`,
    `/share/memory/${SeedIds.memories.en}`,
    `/share/chat_history/${SeedIds.memories.en}`,
    `/share/image?image_id=${SeedIds.images.en}`,
    `/share/material?material_id=${SeedIds.materials.voice.en}`,
    `/share/template?template_id=${SeedIds.templates.en}`,
    `/share/video?video_id=${SeedIds.videos.en}`,
    `/share/fm?fm_id=${SeedIds.fm.en}`,
    `/share/post?post_id=${SeedIds.posts.en}`,
  ];
  for (const url of PAGES) {
    test(`${url}: rendered on the server, hydrated and started, nothing refused`, async ({ page, problems }) => {
      await watchViolations(page);
      const answer = await page.goto(url);
      expectEnforcedPolicy(answer);
      const html = (await answer?.text()) ?? '';
      // The server's page: its content in the markup, its data as JSON (which the policy need not allow).
      expect(html).toContain('<html lang="en" data-ssr');
      expect(html).toMatch(/<script type="application\/json" id="tk-rendered-state">/);
      await expect(page.getByTestId('share-body')).toBeVisible();
      // The boot script (allowed by its hash) ran and the app took the page over.
      await expect(page.getByTestId('open-app-button')).toHaveAttribute('data-ready', 'true');
      await expect.poll(() => isHydrated(page, '[data-testid="share-body"]')).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual({ events: [], messages: [] });
      expectNoProblems(problems, url);
    });
  }
});

test('the policy is enforced: a script the page did not ship is refused and reported as a violation', async ({
  page,
}) => {
  await watchViolations(page);
  const route = ROUTE_CATALOG[0];
  await page.goto(route?.sample ?? '/');
  await expect(page.locator(`[data-page="${route?.page}"]`)).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.appendChild(script);
    return (window as Window & { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => (await violations(page)).events.map((v) => [v.directive, v.blocked]))
    .toEqual([['script-src-elem', 'inline']]);
});
