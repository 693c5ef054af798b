import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, TALKIE_APP, rootText, renderedState } from './support/rendered-page';
import { getUserStatus } from '../../src/api/contract/account';
import { SeedIds } from '../../server/seed/ids';
import { loginWithPhone, startListening, type TestApi } from './support';

/**
 * Personal pages as the server renders them: with the app's auth cookie (SPEC §3), the visitor's own
 * data in the HTML, for them alone (private, no-store); without one, the page without that data,
 * filled in after hydration. Two visitors rendered at once each get their own page, never the other's.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

const render = pageRenderer(() => t.baseUrl, TALKIE_APP);

/** The API behind a proxy that writes down when each call is asked and answered, in order. */
async function recordingProxy(target: string, seen: string[]) {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').replace(/\?.*$/, '');
    seen.push(`asked ${path}`);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && entry[0] !== 'host' && entry[0] !== 'content-length',
        ),
      );
      void fetch(`${target}${req.url ?? ''}`, {
        method: req.method ?? 'GET',
        headers,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      }).then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        seen.push(`answered ${path}`);
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A new account with its own card draws (each drawn for a different character, so the pages differ). */
async function visitorWithDraws(phone: string, npcIds: readonly string[]) {
  const client = t.newClient();
  const { user_id, auth_token } = await loginWithPhone(client, phone);
  const now = Date.now();
  await t.control.grantGems(user_id, 1000, 'gift', now - 2 * DAY);
  for (const npcId of npcIds) await t.control.drawCardAt(user_id, npcId, now - DAY);
  return { userId: user_id, cookie: `theme=dark; authToken=${encodeURIComponent(auth_token)}; refreshToken=r` };
}

describe('a personal page with the app session', () => {
  it("renders the visitor's own record, for them alone", async () => {
    const visitor = await visitorWithDraws('+12015400001', [SeedIds.npcs.en]);
    const { page, html } = await render('/record/card', { cookie: visitor.cookie });
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(html).toContain('data-testid="card-record"');
    expect(html).not.toContain('tk-loading');
    expect(renderedState(html).session).toEqual({ userId: visitor.userId, isAnonymous: false });
    expect(renderedState(html).answers.map((a) => a.key)).toEqual(['card-draws:20']);
  });

  it("two visitors rendered at the same moment each get their own page, never the other's", async () => {
    const [a, b] = await Promise.all([
      visitorWithDraws('+12015400002', [SeedIds.npcs.en, SeedIds.npcs.en]),
      visitorWithDraws('+12015400003', [SeedIds.npcs.ja]),
    ]);
    const renders = await Promise.all(
      [a, b, a, b].map((visitor) => render('/record/card', { cookie: visitor.cookie })),
    );
    const draws = (html: string) => html.match(/data-testid="card-draw"/g)?.length ?? 0;
    for (const [index, visitor] of [a, b, a, b].entries()) {
      const { html } = renders[index]!;
      expect(renderedState(html).session?.userId).toBe(visitor.userId);
      expect(draws(html)).toBe(visitor === a ? 2 : 1);
    }
  });

  it('a refused, expired or unknown token renders the page without the session, as without a cookie', async () => {
    for (const cookie of ['authToken=not-a-token', 'authToken=', 'other=1', undefined]) {
      const { page, html } = await render('/record/card', cookie === undefined ? {} : { cookie });
      expect(renderedState(html).session).toBeUndefined();
      expect(renderedState(html).answers).toEqual([]);
      expect(html).not.toContain('data-testid="card-record"');
      // Without the visitor's data the page is the same for everyone.
      expect(page.headers['Cache-Control']).toMatch(/^public/);
    }
  });

  it('an API slower than the budget for the user check renders without the session', async () => {
    const visitor = await visitorWithDraws('+12015400004', [SeedIds.npcs.en]);
    await t.control.addFault({ path: getUserStatus.path, kind: 'latency', latency_ms: 2000, count: 1 });
    const { html } = await render('/record/card', { cookie: visitor.cookie, budgetMs: 100 });
    expect(renderedState(html).session).toBeUndefined();
    expect(html).not.toContain('data-testid="card-record"');
  });

  it("asks for the page's own data beside the user check, not after it: one budget, not two", async () => {
    const visitor = await visitorWithDraws('+12015400006', [SeedIds.npcs.en]);
    await t.control.addFault({ path: getUserStatus.path, kind: 'latency', latency_ms: 400, count: 1 });
    const seen: string[] = [];
    const api = await recordingProxy(t.baseUrl, seen);
    try {
      const { html } = await pageRenderer(() => api.baseUrl, TALKIE_APP)('/record/card', { cookie: visitor.cookie });
      expect(html).toContain('data-testid="card-record"');
    } finally {
      await api.close();
    }
    const at = (event: string) => seen.indexOf(event);
    expect(seen).toContain('asked /weaver/api/v1/record/get_card_draws');
    expect(at('asked /weaver/api/v1/record/get_card_draws')).toBeLessThan(at(`answered ${getUserStatus.path}`));
  });

  it('a page the same for everyone never reads the cookie: still cacheable', async () => {
    const visitor = await visitorWithDraws('+12015400005', []);
    const { page, html } = await render('/static/privacy', { cookie: visitor.cookie });
    expect(page.headers['Cache-Control']).toMatch(/^public/);
    expect(renderedState(html).session).toBeUndefined();
    expect(rootText(html)).toContain('This policy explains');
  });
});

describe('membership with the app session', () => {
  async function member(phone: string, tier: 'standard' | 'pro') {
    const client = t.newClient();
    const { user_id, auth_token } = await loginWithPhone(client, phone);
    await t.control.setMembership(user_id, tier, Date.UTC(2031, 0, 15, 12));
    return { userId: user_id, cookie: `authToken=${encodeURIComponent(auth_token)}` };
  }

  it("renders the member's own status, plans and claims; the flow starts from them", async () => {
    const visitor = await member('+12015400011', 'pro');
    const { page, html } = await render('/membership', { cookie: visitor.cookie });
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(html).toContain('data-testid="membership-content"');
    const text = rootText(html);
    expect(text).toContain('Jan 15, 2031');
    expect(
      renderedState(html)
        .answers.map((a) => a.key)
        .sort(),
    ).toEqual(['membership/plans:en', 'membership/status']);
  });

  it('two members rendered at once each see their own tier', async () => {
    const [standard, pro] = await Promise.all([member('+12015400012', 'standard'), member('+12015400013', 'pro')]);
    const [a, b] = await Promise.all([
      render('/membership', { cookie: standard.cookie }),
      render('/user/vip_benefit', { cookie: pro.cookie }),
    ]);
    const statusOf = (html: string) =>
      (
        JSON.parse(/id="tk-rendered-state">([^<]*)</.exec(html)?.[1] ?? '{}') as {
          answers: { key: string; data: { tier: string } }[];
        }
      ).answers.find((x) => x.key === 'membership/status')?.data.tier;
    expect([statusOf(a.html), statusOf(b.html)]).toEqual(['standard', 'pro']);
    expect(renderedState(a.html).session?.userId).toBe(standard.userId);
    expect(renderedState(b.html).session?.userId).toBe(pro.userId);
  });

  it('without a session: no one’s status, kept by a CDN like any public page', async () => {
    const { page, html } = await render('/membership');
    expect(html).not.toContain('data-testid="membership-content"');
    expect(renderedState(html).answers).toEqual([]);
    expect(page.headers['Cache-Control']).toMatch(/^public/);
  });
});
