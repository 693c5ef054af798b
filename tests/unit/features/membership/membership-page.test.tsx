import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StatusCode } from '@/api/contract/codes';
import { MembershipPage } from '@/features/membership/membership-page';
import { MembershipEvent } from '@/features/membership/membership-events';
import { ApiError } from '@/services/api';
import { bridgeErrors } from '@/services/bridge';
import {
  anonymousSession,
  businessError,
  fakeServices,
  hosts,
  realNameSession,
  renderPage,
  type Routes,
} from './support/fake-app';
import { orderData, plansData, statusData } from './support/membership-data';

const baseRoutes = (status = statusData()): Routes => ({
  'membership/get_status': () => status,
  'membership/get_plans': () => plansData(),
});

/**
 * The purchase calls: the order, its check (paid), and verify_receipt answered by `verify` (given which
 * verification this is, from 1); `verified` records the bodies it received.
 */
function purchaseRoutes(verify: (attempt: number) => unknown): {
  routes: Routes;
  verified: { idempotency_key?: string }[];
} {
  const verified: { idempotency_key?: string }[] = [];
  const routes: Routes = {
    ...baseRoutes(),
    'membership/create_order': () => orderData('pending'),
    'membership/verify_receipt': (body) => {
      verified.push(body);
      return verify(verified.length);
    },
    'membership/get_order': () => orderData('paid'),
  };
  return { routes, verified };
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('membership page inside the app', () => {
  it("uses the app's logged-in account instead of the page's anonymous one", async () => {
    const fake = fakeServices(hosts.talkieAndroid, baseRoutes(), {
      getUserInfo: () => ({ user_id: 'u_app', auth_token: 'at_app', refresh_token: 'rt_app', is_anonymous: false }),
    });
    const { auth } = renderPage(<MembershipPage page="membership" />, {
      services: fake.services,
      session: anonymousSession,
    });
    expect(await screen.findByTestId('daily-claim')).toHaveAttribute('data-state', 'claimable');
    expect(auth.getSnapshot().context.session).toEqual({
      userId: 'u_app',
      authToken: 'at_app',
      refreshToken: 'rt_app',
      isAnonymous: false,
    });
    // The status was asked once, after the hand-over.
    expect(fake.request.mock.calls.filter(([req]) => req.path.endsWith('get_status'))).toHaveLength(1);
  });

  it('a member claims the daily gems; the monthly claim says come back next month', async () => {
    const fake = fakeServices(hosts.talkieAndroid, {
      ...baseRoutes(statusData({ claimedThisMonth: true })),
      'membership/claim': () => ({ claim_type: 'daily', gems: 20, total_gems: 20, expires_at_ms: 1 }),
    });
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });

    const daily = await screen.findByTestId('daily-claim');
    expect(screen.getByTestId('member-summary')).toHaveTextContent('Standard member');
    expect(
      within(screen.getByTestId('monthly-claim')).getByText('Claimed this month, come back next month'),
    ).toBeInTheDocument();
    await click(within(daily).getByRole('button', { name: 'Claim' }));
    expect(await within(daily).findByRole('status')).toHaveTextContent('Claimed! 20 gems added');
    expect(fake.trackClick).toHaveBeenCalledWith(
      MembershipEvent.claim,
      expect.objectContaining({ claim_type: 'daily', from_page: 'membership' }),
    );
  });

  it('a claim the server refuses as already made shows claimed today; a failed one says Claim Failed. Try Later', async () => {
    let calls = 0;
    const fake = fakeServices(hosts.talkieAndroid, {
      ...baseRoutes(),
      'membership/claim': (body) => {
        calls += 1;
        if (body.claim_type === 'daily') throw businessError('membership/claim', StatusCode.ClaimedToday);
        throw businessError('membership/claim', StatusCode.Internal);
      },
    });
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    const daily = await screen.findByTestId('daily-claim');
    const monthly = screen.getByTestId('monthly-claim');
    await click(within(daily).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(daily).toHaveAttribute('data-state', 'claimedToday'));
    expect(daily).toHaveTextContent('Claimed today, come back tomorrow');
    await click(within(monthly).getByRole('button', { name: 'Claim' }));
    expect(await within(monthly).findByRole('alert')).toHaveTextContent('Claim Failed. Try Later');
    expect(within(monthly).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(calls).toBe(2);
  });

  it('shows store prices when the app can ask its store, and buys the deal: the receipt is verified, paid after the order check', async () => {
    const { routes, verified } = purchaseRoutes(() => orderData('paid'));
    const fake = fakeServices(hosts.talkieAndroid, routes, {
      getPriceFromStore: (params) => ({
        prices: (params as { product_ids: string[] }).product_ids.map((id) => ({
          product_id: id,
          price: '€1.49',
          currency: 'EUR',
        })),
      }),
      purchaseDiamond: () => ({ order_id: 'ord_1', receipt: 'store-receipt-1' }),
    });
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    const deal = await screen.findByTestId('daily-deal');
    expect(deal).toHaveAttribute('data-price-source', 'store');
    await click(within(deal).getByRole('button', { name: 'Buy for €1.49' }));
    expect(await within(deal).findByText('Purchased! 600 gems added')).toBeInTheDocument();
    expect(fake.bridgeCall).toHaveBeenCalledWith(
      'purchaseDiamond',
      { product_id: 'talkie.gems.daily_deal', order_id: 'ord_1' },
      expect.objectContaining({ timeoutMs: expect.any(Number) }),
    );
    expect(verified).toEqual([
      {
        order_id: 'ord_1',
        receipt: 'store-receipt-1',
        idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      },
    ]);
  });

  it('a receipt the server refuses says so, adds nothing, and buying again pays anew', async () => {
    const { routes, verified } = purchaseRoutes(() => {
      throw businessError('membership/verify_receipt', StatusCode.ReceiptAlreadyRedeemed);
    });
    const fake = fakeServices(hosts.talkieAndroid, routes, {
      purchaseDiamond: () => ({ order_id: 'ord_1', receipt: `receipt-${verified.length + 1}` }),
    });
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    const deal = await screen.findByTestId('daily-deal');
    await click(within(deal).getByRole('button', { name: /^Buy for/ }));
    expect(await within(deal).findByRole('alert')).toHaveTextContent(
      'We could not verify this purchase with the store, so nothing was added. If you were charged, contact support.',
    );
    expect(deal).toHaveAttribute('data-state', 'paymentFailed');
    expect(fake.request.mock.calls.filter(([req]) => req.path.endsWith('get_order'))).toHaveLength(0);

    // A refused receipt is not sent again: trying again is a new store purchase with its own receipt.
    await click(within(deal).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(verified).toHaveLength(2));
    expect(fake.bridgeCall.mock.calls.filter(([method]) => method === 'purchaseDiamond')).toHaveLength(2);
    expect(verified).toMatchObject([
      { order_id: 'ord_1', receipt: 'receipt-1' },
      { order_id: 'ord_1', receipt: 'receipt-2' },
    ]);
    // Another receipt is another intent: its own key.
    expect(verified[0]?.idempotency_key).not.toBe(verified[1]?.idempotency_key);
  });

  it('a verification lost to the network keeps the receipt: Try again re-sends it without paying twice', async () => {
    const { routes, verified } = purchaseRoutes((attempt) => {
      if (attempt === 1)
        throw new ApiError({
          kind: 'network',
          base_resp: { status_code: -3, status_msg: 'Network Error' },
          status: 0,
          path: 'membership/verify_receipt',
          method: 'POST',
        });
      return orderData('paid');
    });
    const fake = fakeServices(hosts.talkieAndroid, routes, {
      purchaseDiamond: () => ({ order_id: 'ord_1', receipt: 'store-receipt-1' }),
    });
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    const deal = await screen.findByTestId('daily-deal');
    await click(within(deal).getByRole('button', { name: /^Buy for/ }));
    expect(await within(deal).findByRole('alert')).toHaveTextContent('Oops, an unknown error occurred');
    await click(within(deal).getByRole('button', { name: 'Try again' }));
    expect(await within(deal).findByText('Purchased! 600 gems added')).toBeInTheDocument();
    expect(verified).toMatchObject([
      { order_id: 'ord_1', receipt: 'store-receipt-1' },
      { order_id: 'ord_1', receipt: 'store-receipt-1' },
    ]);
    // The same receipt sent again carries the same idempotency key: the server answers it once.
    expect(verified[1]?.idempotency_key).toBe(verified[0]?.idempotency_key);
    expect(fake.bridgeCall.mock.calls.filter(([method]) => method === 'purchaseDiamond')).toHaveLength(1);
    expect(fake.request.mock.calls.filter(([req]) => req.path.endsWith('create_order'))).toHaveLength(1);
  });

  it('a payment canceled in the payment sheet says Payment Canceled and offers to buy again', async () => {
    const fake = fakeServices(
      hosts.talkieAndroid,
      { ...baseRoutes(), 'membership/create_order': () => orderData('pending') },
      {
        purchaseDiamond: () => {
          throw bridgeErrors.nativeFail('purchaseDiamond', 1, 'user cancelled');
        },
      },
    );
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    const deal = await screen.findByTestId('daily-deal');
    await click(within(deal).getByRole('button', { name: /^Buy for/ }));
    expect(await within(deal).findByRole('alert')).toHaveTextContent('Payment Canceled');
    expect(within(deal).getByRole('button', { name: 'Buy again' })).toBeEnabled();
  });

  it('an app too old to pay asks to update instead of a buy button, with server prices', async () => {
    const fake = fakeServices(hosts.talkieAndroidOld, baseRoutes(), {}, () => false);
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    const deal = await screen.findByTestId('daily-deal');
    expect(deal).toHaveAttribute('data-state', 'appUpdateRequired');
    expect(deal).toHaveAttribute('data-price-source', 'server');
    expect(within(deal).getByText('Please update the app to purchase')).toBeInTheDocument();
    expect(within(deal).getByRole('button', { name: 'Update the app' })).toBeEnabled();
    expect(within(deal).queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(within(deal).getByText('$2.99')).toBeInTheDocument();
  });

  it('bought today and claimed today come from the status', async () => {
    const fake = fakeServices(hosts.talkieAndroid, baseRoutes(statusData({ claimedToday: true, boughtToday: true })));
    renderPage(<MembershipPage page="vip_benefit" />, { services: fake.services, session: realNameSession });
    expect(await screen.findByText('Bought today, come back tomorrow')).toBeInTheDocument();
    expect(screen.getByText('Claimed today, come back tomorrow')).toBeInTheDocument();
  });

  it('restored from the back-forward cache after claiming in the app, the page asks again and says claimed today', async () => {
    let claimedInApp = false;
    const fake = fakeServices(hosts.talkieAndroid, {
      ...baseRoutes(),
      'membership/get_status': () => statusData({ claimedToday: claimedInApp }),
    });
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    expect(await screen.findByTestId('daily-claim')).toHaveAttribute('data-state', 'claimable');
    claimedInApp = true;
    await act(async () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(await screen.findByText('Claimed today, come back tomorrow')).toBeInTheDocument();
  });

  it('a status answered with a server error shows "Oops, something went wrong" (never the code), and Retry loads it', async () => {
    let fail = true;
    const fake = fakeServices(hosts.talkieAndroid, {
      ...baseRoutes(),
      'membership/get_status': () => {
        if (fail) throw businessError('membership/get_status', StatusCode.Internal);
        return statusData();
      },
    });
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    const panel = await screen.findByTestId('error-panel-unknown');
    expect(panel).toHaveTextContent('Oops, something went wrong');
    expect(panel).not.toHaveTextContent(String(StatusCode.Internal));
    fail = false;
    await click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('daily-claim')).toHaveAttribute('data-state', 'claimable');
  });
});

describe('membership page in a browser', () => {
  it('a visitor: members-only claims, the deal available after upgrade, Subscribe on the plans', async () => {
    const fake = fakeServices(hosts.androidChrome, baseRoutes(statusData({ tier: 'none' })));
    renderPage(<MembershipPage page="membership" tier="pro" />, { services: fake.services, session: anonymousSession });
    expect(await screen.findByText('You are not a member yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('daily-claim')).getByText('For Standard and Pro members')).toBeInTheDocument();
    expect(within(screen.getByTestId('daily-deal')).getByText('Purchase available after upgrade')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Unlimited chats')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-pro_monthly')).getByRole('button', { name: 'Subscribe' }),
    ).toBeInTheDocument();
    await click(screen.getByRole('tab', { name: 'Standard' }));
    expect(screen.getByText('More chats')).toBeInTheDocument();
    // The yearly price and the struck-through one read as two prices, not one run-together string.
    const yearly = within(screen.getByTestId('plan-standard_yearly'));
    const was = yearly.getByText('Was $119.88');
    expect(was.tagName).toBe('S');
    expect(was.parentElement).toHaveTextContent(/^\$79\.99 \/ year Was \$119\.88$/);
  });

  it('a member: claiming and buying offer to open the app, and Not now closes the offer', async () => {
    const fake = fakeServices(hosts.androidChrome, baseRoutes());
    renderPage(<MembershipPage page="membership" />, { services: fake.services, session: realNameSession });
    const daily = await screen.findByTestId('daily-claim');
    await click(within(daily).getByRole('button', { name: 'Claim' }));
    expect(within(daily).getByText('Open the Talkie app to claim your gems')).toBeInTheDocument();
    expect(within(daily).getByRole('button', { name: 'Open Talkie' })).toBeInTheDocument();
    await click(within(daily).getByRole('button', { name: 'Not now' }));
    expect(daily).toHaveAttribute('data-state', 'claimable');
    const deal = screen.getByTestId('daily-deal');
    await click(within(deal).getByRole('button', { name: /^Buy for/ }));
    expect(within(deal).getByText('Open the Talkie app to buy this offer')).toBeInTheDocument();
    expect(fake.request.mock.calls.map(([req]) => req.path)).not.toContain('/weaver/api/v1/membership/claim');
  });
});
