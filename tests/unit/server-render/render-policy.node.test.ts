import { describe, expect, it } from 'vitest';
import { isPersonalPath, isServerRenderedPath } from '@/server-render/render-config';

/**
 * What the page servers do with each URL (README "Server-rendered pages"): `browser` is the SPA's
 * index.html, `shared` the same render for everyone (a CDN keeps it), `personal` rendered with the
 * visitor's session when the request carries one. Pinned URL by URL, so that where the policy is
 * written down (route files, regexes) can change without a page changing how it is served.
 */
type Served = 'browser' | 'shared' | 'personal';

const SAMPLES: readonly (readonly [string, Served])[] = [
  ['/appeal', 'personal'],
  ['/ban_appeal', 'personal'],
  ['/rank', 'shared'],
  ['/rank/supporters', 'shared'],
  ['/rank/detail', 'personal'],
  ['/tag/1001', 'shared'],
  ['/app/delete', 'personal'],
  ['/report', 'personal'],
  ['/feedback', 'personal'],
  ['/feedback_help', 'shared'],
  ['/feedback_help/question/12', 'shared'],
  ['/feedback_help/category/3', 'shared'],
  ['/summer', 'personal'],
  ['/summer/rewarded_history', 'personal'],
  ['/summer/collection/fm', 'personal'],
  ['/summer/collection/npc', 'personal'],
  ['/summer/rank', 'personal'],
  ['/term/community_covenant', 'shared'],
  ['/share/chat', 'shared'],
  ['/share/image', 'shared'],
  ['/share/material', 'shared'],
  ['/share/memory/1', 'shared'],
  ['/share/chat_history/1', 'shared'],
  ['/share/template', 'shared'],
  ['/share/video', 'shared'],
  ['/share/post', 'shared'],
  ['/share/fm', 'shared'],
  // The clone flow: the start page knows the visitor; the form and summary are a frame the browser fills in.
  ['/ai/clone', 'personal'],
  ['/ai/clone/create', 'shared'],
  ['/ai/clone/summary', 'shared'],
  ['/claim_prize', 'personal'],
  ['/activity/easter_egg', 'personal'],
  ['/invitation', 'personal'],
  ['/about_stories', 'shared'],
  ['/creator_guide', 'shared'],
  ['/static/service', 'shared'],
  ['/static/privacy', 'shared'],
  ['/static/story_guide', 'shared'],
  ['/static/faq', 'shared'],
  ['/static/image', 'shared'],
  ['/static/guide', 'shared'],
  ['/static/about', 'shared'],
  ['/static/creator_guide', 'shared'],
  ['/static/moment_guide', 'shared'],
  ['/static/vip_contract', 'shared'],
  ['/static/image_creation', 'shared'],
  ['/static/originality_statement/7', 'personal'],
  ['/spin_wheel', 'personal'],
  ['/spin_wheel_v2', 'personal'],
  ['/record/card', 'personal'],
  ['/record/gems', 'personal'],
  ['/weekly_report', 'personal'],
  ['/theme/preview', 'shared'],
  ['/series/epilogue/5', 'shared'],
  ['/ug', 'shared'],
  ['/ug/video', 'shared'],
  ['/ug/rule', 'shared'],
  ['/level/doc/level', 'shared'],
  ['/star_rank', 'shared'],
  ['/achievement/npc', 'shared'],
  ['/achievement/user', 'personal'],
  ['/user/vip_benefit', 'personal'],
  ['/membership', 'personal'],
  ['/creator/subscription', 'personal'],
];

/** URLs that are no sample: unknown pages, paths beside a route's, and the query rule of /achievement/user. */
const OTHERS: readonly (readonly [string, Served])[] = [
  ['/', 'browser'],
  ['/no/such/page', 'browser'],
  ['/share', 'browser'],
  ['/rank/detail/extra', 'browser'],
  ['/ai/clone/other', 'browser'],
  // A parameter is any one segment: an unknown value is served as the route's pages are, and the route
  // renders the not-found page (an unknown document, an unknown record).
  ['/static/unknown_doc', 'shared'],
  ['/static/Unknown-Doc', 'shared'],
  ['/level/doc/unknown', 'shared'],
  ['/record/unknown', 'personal'],
  // No route: the SPA's fallback page.
  ['/share/unknown', 'browser'],
  // Another user's achievements are the same for everyone; an empty user_id names no one.
  ['/achievement/user?user_id=5', 'shared'],
  ['/achievement/user/?user_id=5', 'shared'],
  ['/achievement/user?from=app&user_id=5#top', 'shared'],
  ['/achievement/user?user_id=', 'personal'],
  ['/achievement/user#user_id=5', 'personal'],
  ['/achievement/npc?user_id=5', 'shared'],
];

const served = (url: string): Served =>
  !isServerRenderedPath(url) ? 'browser' : isPersonalPath(url) ? 'personal' : 'shared';

describe('how the page servers serve each URL', () => {
  it.each(SAMPLES)('%s: %s', (url, expected) => {
    expect(served(url)).toBe(expected);
  });

  it.each(SAMPLES)('%s with a trailing slash, a query or a fragment: %s too', (url, expected) => {
    for (const variant of [`${url}/`, `${url}?from=app`, `${url}/?lang=zh#top`, `${url}#top`]) {
      expect([variant, served(variant)]).toEqual([variant, expected]);
    }
  });

  it.each(OTHERS)('%s: %s', (url, expected) => {
    expect(served(url)).toBe(expected);
  });
});
