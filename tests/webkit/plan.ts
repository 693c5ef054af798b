/**
 * What the WebKit smoke suite opens and checks: every route of the catalog inside the simulated
 * Talkie app on an iPhone, the share pages again in plain iPhone Safari, and the fallback page.
 * Each check names the content that proves the page rendered and, for some pages, one primary action.
 * Every route inside the app also gets the UI guards, in English on the same load and in Japanese.
 */
import { SeedIds } from '../../server/seed/ids';
import { ROUTE_CATALOG, UNKNOWN_SAMPLES, type PageName } from '../../src/platform/route-catalog';
import { englishPageTitle } from '../e2e/support/page-titles';
import type { Lang } from './locale';

/** Inside the Talkie app (iPhone webview with the app's marker and bridge), or iPhone Safari. */
export type Mode = 'app' | 'safari';

export type ActionName = 'open-app-tap' | 'switch-tier' | 'type-invitation-code' | 'legible-controls';

export interface Check {
  readonly mode: Mode;
  /** Path and query of the page, without the debug parameters the runner adds. */
  readonly url: string;
  readonly page: PageName;
  /** A page-side expression, true once the page shows its content; the runner waits for it. */
  readonly content: string;
  /** What `content` looks for, for the report. */
  readonly shows: string;
  readonly action?: ActionName;
  /** The browser's language (default en). */
  readonly lang?: Lang;
  /** Opened by a signed-in real-name account (a new one per check). */
  readonly signedIn?: boolean;
  /**
   * The UI guards (./guards.ts) on this load, each reported as a check of its own: `also` runs them
   * once the content shows, before the action; `only` loads the page for them alone.
   */
  readonly guards?: 'also' | 'only';
}

const js = JSON.stringify;
const visible = (selector: string) =>
  `(function (e) { return !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'; })(document.querySelector(${js(selector)}))`;
const textOf = (selector: string) => `((document.querySelector(${js(selector)}) || {}).textContent || '').trim()`;

/** Inside the app the page has no header (the app draws its own): the title is the document's. */
function titled(mode: Mode, page: PageName, title: string): string {
  const header =
    mode === 'app'
      ? `!document.querySelector('[data-testid="page-header"]')`
      : `${textOf('[data-testid="page-title"]')} === ${js(title)}`;
  return [
    visible(`[data-page="${page}"]`),
    `document.title === ${js(title)}`,
    header,
    `!document.querySelector('[data-testid="fallback-page"]')`,
  ].join(' && ');
}

/** Share pages load seeded content: the content's heading, no problem state. */
const SHARE_URLS: Partial<Record<PageName, string>> = {
  share_chat: `/share/chat?chat_id=${SeedIds.chats.en}`,
  share_image: `/share/image?image_id=${SeedIds.images.en}`,
  share_material: `/share/material?material_id=${SeedIds.materials.image.en}`,
  share_memory: `/share/memory/${SeedIds.memories.en}`,
  share_chat_history: `/share/chat_history/${SeedIds.memories.en}`,
  share_template: `/share/template?template_id=${SeedIds.templates.en}`,
  share_video: `/share/video?video_id=${SeedIds.videos.en}`,
  share_post: `/share/post?post_id=${SeedIds.posts.en}`,
  share_fm: `/share/fm?fm_id=${SeedIds.fm.en}`,
};

function shareCheck(mode: Mode, page: PageName, url: string): Check {
  const heading = '[data-testid="share-body"] h2';
  return {
    mode,
    url,
    page,
    content: [
      visible(`[data-page="${page}"]`),
      visible(heading),
      `${textOf(heading)} !== ''`,
      `!document.querySelector('[data-testid="share-problem"]')`,
    ].join(' && '),
    shows: "the shared content's heading",
    action: 'open-app-tap',
  };
}

/** Pages with more than a title: what their body shows, and the action tried on them. */
const BODIES: Partial<Record<PageName, { selector: string; shows: string; action?: ActionName }>> = {
  membership: { selector: '[data-testid="plans"] [role="tab"]', shows: 'the membership tiers', action: 'switch-tier' },
  vip_benefit: { selector: '[data-testid="plans"] [role="tab"]', shows: 'the membership tiers' },
  // Logged out (inside the app), the login card; logged in, the invitation cards.
  invitation: { selector: '.tk-page__body h2', shows: 'its first card' },
};

function routeCheck(mode: Mode, page: PageName, url: string): Check {
  const shareUrl = SHARE_URLS[page];
  if (shareUrl) return shareCheck(mode, page, shareUrl);
  const title = englishPageTitle(page);
  const body = BODIES[page];
  return {
    mode,
    url,
    page,
    content: body ? `${titled(mode, page, title)} && ${visible(body.selector)}` : titled(mode, page, title),
    shows: body ? `"${title}" and ${body.shows}` : `"${title}"`,
    ...(body?.action ? { action: body.action } : {}),
  };
}

/**
 * The form pages in iPhone Safari, in English and Japanese: every select, input and textarea shows
 * its text legibly before and after it is filled in (./legibility.ts). Account deletion shows its
 * form to a signed-in account, a phone sign-in to anyone else. `ready` is the control that shows the
 * page's form is there.
 */
const FORM_PAGES: readonly { url: string; page: PageName; ready: string; signedIn?: boolean }[] = [
  { url: '/feedback', page: 'feedback', ready: 'select' },
  { url: '/appeal', page: 'appeal', ready: 'select' },
  // The anonymous visit first: the signed-in account stays in the browser's storage for the checks after it.
  { url: '/app/delete', page: 'account_delete', ready: "input[type='tel']" },
  { url: '/app/delete', page: 'account_delete', ready: 'select', signedIn: true },
  { url: '/report', page: 'report', ready: 'textarea' },
  { url: '/feedback_help', page: 'feedback_help', ready: "input[type='search']" },
];

function formCheck(lang: Lang, { url, page, ready, signedIn }: (typeof FORM_PAGES)[number]): Check {
  return {
    mode: 'safari',
    url,
    page,
    lang,
    ...(signedIn ? { signedIn } : {}),
    // In the browser's language, with its controls enabled (the help center's search waits for the page's takeover).
    content: [
      visible(`[data-page="${page}"]`),
      `document.documentElement.lang === ${js(lang)}`,
      visible(`main ${ready}`),
      `!document.querySelector(${js(`main ${ready}:disabled`)})`,
    ].join(' && '),
    shows: `its form controls in ${lang}${signedIn ? ', signed in' : ''}`,
    action: 'legible-controls',
  };
}

/**
 * The UI guards in Japanese: every route inside the app, loaded for them alone in the Japanese
 * browser. The content is what the English check waits for, told by the page's language instead of
 * its English title.
 */
function japaneseGuardCheck(page: PageName, url: string): Check {
  const shareUrl = SHARE_URLS[page];
  const body = BODIES[page];
  const ready = shareUrl
    ? shareCheck('app', page, shareUrl).content
    : [
        visible(`[data-page="${page}"]`),
        `document.title !== ''`,
        `!document.querySelector('[data-testid="page-header"]')`,
        `!document.querySelector('[data-testid="fallback-page"]')`,
        ...(body ? [visible(body.selector)] : []),
      ].join(' && ');
  return {
    mode: 'app',
    url: shareUrl ?? url,
    page,
    lang: 'ja',
    content: `${ready} && document.documentElement.lang === 'ja'`,
    shows: body ? `the page and ${body.shows} in ja` : 'the page in ja',
    guards: 'only',
  };
}

export function plan(): Check[] {
  const app = ROUTE_CATALOG.map((route): Check => ({ ...routeCheck('app', route.page, route.sample), guards: 'also' }));
  const appJapanese = ROUTE_CATALOG.map((route) => japaneseGuardCheck(route.page, route.sample));
  const fallback = UNKNOWN_SAMPLES.map((url): Check => ({
    mode: 'app',
    url,
    page: 'fallback',
    content: visible('[data-testid="fallback-page"]'),
    shows: 'the fallback page',
  }));
  const safari = Object.entries(SHARE_URLS).map(([page, url]) => shareCheck('safari', page as PageName, url));
  const invitation: Check = { ...routeCheck('safari', 'invitation', '/invitation'), action: 'type-invitation-code' };
  const forms = (['en', 'ja'] as const).flatMap((lang) => FORM_PAGES.map((form) => formCheck(lang, form)));
  return [...app, ...appJapanese, ...fallback, ...safari, invitation, ...forms];
}
