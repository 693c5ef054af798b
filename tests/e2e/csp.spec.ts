import type { Page, Response } from '@playwright/test';
import { ROUTE_CATALOG, UNKNOWN_SAMPLES } from '../../src/platform/route-catalog';
import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';
import { expectNoProblems } from './support/page-problems';
import { ONE_PROJECT } from './membership-invitation.helpers';

/**
 * The app under its Content-Security-Policy, as `vite preview` enforces it (the page server's policy,
 * server/http/security-headers.ts): every route and every server-rendered share page works, and the
 * browser refuses nothing (no `securitypolicyviolation` event, no "Refused to ..." message).
 * The policy does not depend on the device profile: one profile.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the policy does not depend on the device profile');
});

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

type ViolationWindow = Window & { __cspViolations?: Violation[] };

const watched = new WeakSet<Page>();
const refusals = new WeakMap<Page, string[]>();

/** Records the page's CSP violations from before its first script (and the browser's refusal messages). */
async function watchViolations(page: Page): Promise<void> {
  if (watched.has(page)) return;
  watched.add(page);
  const messages: string[] = [];
  refusals.set(page, messages);
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const list: { directive: string; blocked: string; sample: string }[] = [];
    (window as Window & { __cspViolations?: typeof list }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => list.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }), true);
  });
}

async function violations(page: Page): Promise<{ events: Violation[]; messages: string[] }> {
  const events = await page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
  return { events, messages: [...(refusals.get(page) ?? [])] };
}

function clearRefusals(page: Page): void {
  refusals.get(page)?.splice(0);
}

/** The answer is the page under an enforced policy whose scripts are its own files and hashes only. */
function expectEnforcedPolicy(answer: Response | null): void {
  const policy = answer?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
}

test.describe('every route under the CSP', () => {
  for (const route of ROUTE_CATALOG) {
    test(`${route.sample} renders and the browser refuses nothing`, async ({ sharedPage: page, sharedProblems }) => {
      await watchViolations(page);
      clearRefusals(page);
      const answer = await page.goto(route.sample);
      expectEnforcedPolicy(answer);
      await expect(page.locator(`[data-page="${route.page}"]`)).toBeVisible();
      await expect(page.getByTestId('fallback-page')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual({ events: [], messages: [] });
      expectNoProblems(sharedProblems, route.sample);
    });
  }

  for (const sample of UNKNOWN_SAMPLES) {
    test(`${sample} shows the fallback page and the browser refuses nothing`, async ({ sharedPage: page, sharedProblems }) => {
      await watchViolations(page);
      clearRefusals(page);
      expectEnforcedPolicy(await page.goto(sample));
      await expect(page.getByTestId('fallback-page')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual({ events: [], messages: [] });
      expectNoProblems(sharedProblems, sample);
    });
  }
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
      expect(html).toMatch(/<script type="application\/json" id="tk-share-state">/);
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

test('the policy is enforced: a script the page did not ship is refused and reported as a violation', async ({ page }) => {
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
  await expect.poll(async () => (await violations(page)).events.map((v) => [v.directive, v.blocked])).toEqual([['script-src-elem', 'inline']]);
});
