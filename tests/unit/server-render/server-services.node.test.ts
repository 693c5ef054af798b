import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserStatus } from '@/api/contract/account';
import { callEndpoint } from '@/services/api/call-endpoint';
import { createServerServices } from '@/server-render/server-services';
import { hostHint } from '@/platform/host-markers';
import { UA } from '../support/user-agents';

const API = 'https://api.test';

/** The API behind the render: each call waits until the test answers it. */
function heldApi() {
  const calls: { url: string; answer: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          const body = {
            base_resp: { status_code: 0, status_msg: 'ok' },
            user_id: 'u1',
            is_anonymous: false,
            status: 'active',
            is_member: false,
            member_tier: 'none',
            member_expires_at_ms: null,
            created_at_ms: 1_700_000_000_000,
          };
          calls.push({
            url: String(input),
            answer: () =>
              resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
          });
        }),
    ),
  );
  return calls;
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'answered',
      () => 'failed',
    ),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API as a server render sees it', () => {
  const services = () =>
    createServerServices({
      host: hostHint(UA.androidChrome),
      hostname: 'h5.talkie.example',
      apiBaseUrl: API,
      timeoutMs: 10_000,
      authToken: 'token',
    });

  it('answers what the loaders asked before the page renders', async () => {
    const calls = heldApi();
    const { client } = services();
    const asked = callEndpoint(client, getUserStatus, {});
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer();
    await expect(asked).resolves.toMatchObject({ user_id: 'u1' });
  });

  it('once the page renders: an answer still on its way never comes in, and a new call is not sent', async () => {
    const calls = heldApi();
    const render = services();
    const late = callEndpoint(render.client, getUserStatus, {});
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    render.holdAnswers();
    calls[0]!.answer();
    expect(await settledWithin(late, 50)).toBe('still waiting');
    const during = callEndpoint(render.client, getUserStatus, {});
    expect(await settledWithin(during, 50)).toBe('still waiting');
    expect(calls).toHaveLength(1);
  });
});
