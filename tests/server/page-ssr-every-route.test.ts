import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTE_CATALOG } from '../../src/platform/route-catalog';
import { isServerRenderedPath } from '../../src/server-render/render-config';
import { pageRenderer, TALKIE_APP } from './support/rendered-page';
import { loginAs, loginWithPhone, startListening, type TestApi } from './support';

/**
 * Every route's sample as the server renders it for each kind of visitor: nobody, an anonymous login
 * (a browser that logged in by itself) and a real-name account (the app's). A component that reads
 * what only a browser has (`location`, `window`) while rendering throws on the server; React then
 * sends that part to be rendered in the browser, and the page loses its HTML. None may.
 */
let t: TestApi & { baseUrl: string };
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startListening();
  cookies.anonymous = `authToken=${encodeURIComponent((await loginAs(t.newClient(), 'anonymous')).auth_token)}`;
  cookies['real-name'] =
    `authToken=${encodeURIComponent((await loginWithPhone(t.newClient(), '+12015450001')).auth_token)}`;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const render = pageRenderer(() => t.baseUrl, TALKIE_APP);
/** React's mark of a part it gave up rendering on the server (rendered in the browser instead). */
const CLIENT_RENDERED = '<!--$!-->';

describe.each(['nobody', 'anonymous', 'real-name'])(
  'every route rendered for %s: no part thrown and left to the browser',
  (visitor) => {
    it.each(
      ROUTE_CATALOG.filter((route) => isServerRenderedPath(route.sample)).map(
        (route) => [route.sample, route.page] as const,
      ),
    )('%s', async (url, page) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { html } = await render(url, visitor === 'nobody' ? {} : { cookie: cookies[visitor] });
      expect(errors.mock.calls.map((call) => String(call[1] ?? call[0]))).toEqual([]);
      expect(html).not.toContain(CLIENT_RENDERED);
      expect(html).toContain(`data-page="${page}"`);
    });
  },
);
