import { expect, type Page, type Response } from '@playwright/test';

/**
 * The app under its Content-Security-Policy, as `vite preview` enforces it (the page server's policy,
 * server/http/security-headers.ts): what a page answer must carry, and what the browser refused.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

type ViolationWindow = Window & { __cspViolations?: Violation[] };

const watched = new WeakSet<Page>();
const refusals = new WeakMap<Page, string[]>();

/** Records the page's CSP violations from before its first script (and the browser's refusal messages). */
export async function watchViolations(page: Page): Promise<void> {
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
    document.addEventListener(
      'securitypolicyviolation',
      (event) => list.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
      true,
    );
  });
}

export async function violations(page: Page): Promise<{ events: Violation[]; messages: string[] }> {
  const events = await page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
  return { events, messages: [...(refusals.get(page) ?? [])] };
}

export function clearRefusals(page: Page): void {
  refusals.get(page)?.splice(0);
}

/** The answer is the page under an enforced policy whose scripts are its own files and hashes only. */
export function expectEnforcedPolicy(answer: Response | null): void {
  const policy = answer?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
}
