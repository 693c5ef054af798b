import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StatusCode } from '@/api/contract/codes';
import type { InvitationInfoData, InvitationReward } from '@/api/contract/invitation';
import { InvitationEvent } from '@/features/invitation/invitation-events';
import { InvitationPage } from '@/features/invitation/invitation-page';
import { bridgeErrors } from '@/services/bridge';
import {
  anonymousSession,
  businessError,
  fakeServices,
  hosts,
  realNameSession,
  renderPage,
  type Routes,
} from '../membership/support/fake-app';

const OWN = 'MINE2025';

const reward = (
  id: string,
  status: InvitationReward['status'],
  kind: InvitationReward['kind'] = 'welcome',
): InvitationReward => ({
  reward_id: id,
  kind,
  gems: kind === 'welcome' ? 50 : 100,
  status,
  expires_at_ms: Date.UTC(2030, 0, 1),
  received_at_ms: status === 'received' ? Date.UTC(2025, 0, 1) : null,
  friend_nickname: 'Mia',
});

function info(overrides: Partial<InvitationInfoData> = {}): InvitationInfoData {
  return {
    invite_code: OWN,
    invite_code_expires_at_ms: Date.UTC(2030, 0, 1),
    invited_count: 2,
    bound_code: null,
    rewards: [],
    gems_per_invite: 100,
    gem_expiry_days: 180,
    ...overrides,
  };
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (element: HTMLElement, value: string) => act(async () => fireEvent.change(element, { target: { value } }));

describe('invitation page: login', () => {
  it('a browser visitor is asked to log in and offered the app, and nothing is loaded', async () => {
    const fake = fakeServices(hosts.androidChrome, { 'invitation/get_info': () => info() });
    renderPage(<InvitationPage />, { services: fake.services, session: anonymousSession });
    const prompt = await screen.findByTestId('login-required');
    expect(within(prompt).getByRole('heading')).toHaveTextContent('Please log in to participate');
    expect(within(prompt).getByRole('button', { name: 'Open Talkie to join' })).toBeInTheDocument();
    expect(fake.request).not.toHaveBeenCalled();
  });

  it('inside the app, the native login hands its user to the page, which then loads the invitation', async () => {
    let loggedIn = false;
    const fake = fakeServices(
      hosts.talkieAndroid,
      { 'invitation/get_info': () => info() },
      {
        getUserInfo: () =>
          loggedIn
            ? { user_id: 'u_real', auth_token: 'at_real', refresh_token: 'rt_real', is_anonymous: false }
            : { user_id: 'u_anon', auth_token: 'at_anon', refresh_token: 'rt_anon', is_anonymous: true },
        login: () => {
          loggedIn = true;
          return { user_id: 'u_real' };
        },
      },
    );
    const { auth } = renderPage(<InvitationPage />, { services: fake.services, session: anonymousSession });
    await click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('own-code-value')).toHaveTextContent(OWN);
    expect(auth.getSnapshot().context.session).toEqual({
      userId: 'u_real',
      authToken: 'at_real',
      refreshToken: 'rt_real',
      isAnonymous: false,
    });
    // The page first asks whether the app already has a real-name user (it had not), then the login runs.
    expect(fake.bridgeCall.mock.calls.map(([method]) => method)).toEqual([
      'getUserInfo',
      'getUserInfo',
      'login',
      'getUserInfo',
    ]);
    expect(fake.trackClick).toHaveBeenCalledWith(InvitationEvent.login, expect.objectContaining({ retry: false }));
  });

  it('a canceled native login says so and Log in tries again', async () => {
    const fake = fakeServices(
      hosts.talkieAndroid,
      {},
      {
        getUserInfo: () => ({ user_id: null, auth_token: null, refresh_token: null, is_anonymous: true }),
        login: () => {
          throw bridgeErrors.nativeFail('login', 1, 'user cancelled');
        },
      },
    );
    renderPage(<InvitationPage />, { services: fake.services, session: anonymousSession });
    await click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login was canceled')).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fake.bridgeCall.mock.calls.filter(([method]) => method === 'login')).toHaveLength(2));
  });
});

describe('invitation page: codes', () => {
  function setup(
    bind: Routes[string] = () => ({
      bound_code: 'FRIEND01',
      inviter_nickname: 'Mia',
      reward: reward('rw_new', 'receivable'),
    }),
  ) {
    let bound = false;
    const fake = fakeServices(hosts.androidChrome, {
      'invitation/get_info': () =>
        info(bound ? { bound_code: 'FRIEND01', rewards: [reward('rw_new', 'receivable')] } : {}),
      'invitation/bind_code': (body) => {
        const answer = bind(body);
        bound = true;
        return answer;
      },
    });
    renderPage(<InvitationPage />, { services: fake.services, session: realNameSession });
    return fake;
  }

  it('refuses empty, malformed and own codes on the page, keeping what was typed', async () => {
    const fake = setup();
    const input = await screen.findByLabelText("Friend's invitation code");
    const submit = screen.getByRole('button', { name: 'Submit' });
    await click(submit);
    expect(screen.getByTestId('code-error')).toHaveTextContent('Please enter an invitation code');
    await type(input, 'ab-12');
    expect(screen.getByTestId('code-error')).toHaveTextContent('');
    await click(submit);
    expect(screen.getByTestId('code-error')).toHaveTextContent('An invitation code is 8 letters or digits');
    expect(input).toHaveValue('ab-12');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await type(input, ' mine2025 ');
    await click(submit);
    expect(screen.getByTestId('code-error')).toHaveTextContent("You can't use your own invitation code");
    expect(fake.request.mock.calls.map(([req]) => req.path)).not.toContain('/weaver/api/v1/invitation/bind_code');
  });

  it.each([
    [StatusCode.InviteCodeInvalid, 'This invitation code is invalid'],
    [StatusCode.InviteCodeExpired, 'This invitation code has expired'],
    [StatusCode.InviteAlreadyBound, 'You have already joined with an invitation code'],
    [StatusCode.InviteCodeMutual, "This friend joined with your code, so you can't use theirs"],
    [StatusCode.RiskControl, 'Too many wrong codes. Please try again later.'],
  ])('the server refusal %i reads "%s"', async (code, text) => {
    setup(() => {
      throw businessError('invitation/bind_code', code);
    });
    const input = await screen.findByLabelText("Friend's invitation code");
    await type(input, 'friend99');
    await click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(input).toHaveValue('friend99');
  });

  it('a network failure offers a retry that sends the code again', async () => {
    let attempts = 0;
    setup(() => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { bound_code: 'FRIEND01', inviter_nickname: 'Mia', reward: reward('rw_new', 'receivable') };
    });
    await type(await screen.findByLabelText("Friend's invitation code"), 'friend01');
    await click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await click(screen.getByTestId('code-retry'));
    expect(await screen.findByTestId('bound-code')).toHaveTextContent('You joined with the code FRIEND01');
  });

  it('a valid code binds, and the welcome reward appears ready to receive', async () => {
    setup();
    await type(await screen.findByLabelText("Friend's invitation code"), 'friend01');
    await click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('bound-code')).toHaveTextContent('You joined with the code FRIEND01');
    expect(await screen.findByRole('button', { name: 'Receive' })).toBeEnabled();
    expect(screen.getByText('Welcome gift from Mia')).toBeInTheDocument();
  });
});

describe('invitation page: rewards and sharing', () => {
  it('shows each reward state and the 180-day gem expiry; receiving twice counts as received', async () => {
    const fake = fakeServices(hosts.androidChrome, {
      'invitation/get_info': () =>
        info({ rewards: [reward('r1', 'receivable', 'invite'), reward('r2', 'received'), reward('r3', 'expired')] }),
      'invitation/claim_reward': () => {
        throw businessError('invitation/claim_reward', StatusCode.RewardAlreadyReceived);
      },
    });
    renderPage(<InvitationPage />, { services: fake.services, session: realNameSession });
    const r1 = await screen.findByTestId('reward-r1');
    expect(within(r1).getByText('For inviting Mia')).toBeInTheDocument();
    expect(within(screen.getByTestId('reward-r2')).getByText('Received')).toBeInTheDocument();
    expect(within(screen.getByTestId('reward-r3')).getByText('Invalid or expired')).toBeInTheDocument();
    expect(screen.getByTestId('gem-expiry')).toHaveTextContent('Gems expire 180 days after they are granted.');
    await click(within(r1).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(r1).toHaveAttribute('data-status', 'received'));
    expect(within(r1).getByText('100 gems')).toBeInTheDocument();
    expect(screen.getByTestId('reward-notice')).toHaveTextContent('Received! The gems are in your account.');
  });

  it('an expired reward refused by the server shows invalid or expired', async () => {
    const fake = fakeServices(hosts.androidChrome, {
      'invitation/get_info': () => info({ rewards: [reward('r1', 'receivable')] }),
      'invitation/claim_reward': () => {
        throw businessError('invitation/claim_reward', StatusCode.RewardInvalid);
      },
    });
    renderPage(<InvitationPage />, { services: fake.services, session: realNameSession });
    await click(await screen.findByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('This reward is invalid or expired')).toBeInTheDocument();
    expect(screen.getByTestId('reward-r1')).toHaveAttribute('data-status', 'expired');
  });

  it('inside the app, Invite friends opens the native share with the invitation link', async () => {
    const fake = fakeServices(hosts.talkieAndroid, { 'invitation/get_info': () => info() });
    renderPage(<InvitationPage />, { services: fake.services, session: realNameSession });
    await click(await screen.findByRole('button', { name: 'Invite friends' }));
    await waitFor(() =>
      expect(fake.bridgeCall).toHaveBeenCalledWith(
        'share',
        expect.objectContaining({ shareUrl: expect.stringContaining(`/invitation?invite_code=${OWN}`) }),
      ),
    );
  });

  it('inside WeChat, the page sets the WeChat share and points at its menu', async () => {
    const fake = fakeServices(hosts.wechat, { 'invitation/get_info': () => info() });
    renderPage(<InvitationPage />, { services: fake.services, session: realNameSession });
    await click(await screen.findByRole('button', { name: 'Invite friends' }));
    expect(await screen.findByText('Tap ··· in the top right corner to send your invitation')).toBeInTheDocument();
    expect(fake.setWechatShare).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Join me on Talkie', shareUrl: expect.stringContaining(`invite_code=${OWN}`) }),
    );
  });

  it('info that cannot be loaded shows the loading-failed panel with a retry', async () => {
    let fail = true;
    const fake = fakeServices(hosts.androidChrome, {
      'invitation/get_info': () => {
        if (fail) throw new Error('offline');
        return info();
      },
    });
    renderPage(<InvitationPage />, { services: fake.services, session: realNameSession });
    const panel = await screen.findByTestId('error-panel-network');
    expect(panel).toHaveTextContent('Sorry, content loading failed~');
    fail = false;
    await click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('own-code-value')).toHaveTextContent(OWN);
  });
});
