import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { creatorMessages } from '@/features/creator/messages';
import { LoginPrompt } from '@/kernel/session/login-prompt';
import { useServices } from '@/kernel/session/app-context';
import { useRealNameLogin } from '@/kernel/session/use-real-name-login';
import { BridgeError } from '@/services/bridge/errors';
import { NativeReplyCode } from '@/services/bridge/protocol';
import type { NativeUser } from '@/services/bridge';
import { fakeServices, hosts, renderInApp } from '../open-app/support/render-app';

const anonymousAppUser: NativeUser = {
  user_id: 'u-anon',
  auth_token: 't-anon',
  refresh_token: 'r-anon',
  is_anonymous: true,
};

/** A page that needs a real-name login, as the rank list detail asks for it. */
function Page() {
  const { host } = useServices();
  const login = useRealNameLogin({ entrance: 'h5_rank' });
  return (
    <LoginPrompt
      inApp={host.isNativeApp}
      phase={login.phase}
      onLogIn={login.start}
      openApp={{
        label: 'Open Talkie to see the full list',
        target: { target: 'webView', params: { url: 'https://talkie.test/rank/detail' } },
        fromPage: 'rank_detail',
        testId: 'rank-detail-open-app',
      }}
    />
  );
}

describe('LoginPrompt with the real-name login', () => {
  it('inside the app: Log in opens the native login with the page’s entrance; a cancel says so and Log in tries again', async () => {
    const fake = fakeServices(hosts.talkieIos);
    let logins = 0;
    fake.bridgeCall.mockImplementation(async (method: string) => {
      if (method === 'getUserInfo') return anonymousAppUser;
      if (method === 'login') {
        logins += 1;
        throw new BridgeError('call_native_fail_error', 'login', 'canceled', NativeReplyCode.UserCancelled);
      }
      return null;
    });
    renderInApp(<Page />, { services: fake.services });
    const prompt = screen.getByTestId('login-required');
    expect(prompt).toHaveTextContent('Please log in to participate');
    expect(screen.queryByTestId('rank-detail-open-app')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // The login's machine loads with the first tap (a dynamic import): give it time on a busy machine.
    expect(await screen.findByText('Login was canceled', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(fake.bridgeCall).toHaveBeenCalledWith(
      'login',
      { entrance: 'h5_rank' },
      expect.objectContaining({ timeoutMs: expect.any(Number) }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logins).toBe(2), { timeout: 10_000 });
  });

  it('inside the app: a failed native login shows the unknown error as an alert', async () => {
    const fake = fakeServices(hosts.talkieIos);
    fake.bridgeCall.mockImplementation(async (method: string) => {
      if (method === 'getUserInfo') return anonymousAppUser;
      if (method === 'login') throw new BridgeError('timeout_error', 'login', 'timed out');
      return null;
    });
    renderInApp(<Page />, { services: fake.services });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Oops, an unknown error occurred',
    );
    expect(screen.getByTestId('login-required')).toHaveAttribute('data-phase', 'failed');
  });

  it('says what logging in gives on the page that names it, else SPEC’s “Please log in to participate”', () => {
    const fake = fakeServices(hosts.iosSafari);
    const openApp = {
      label: 'Open Talkie',
      target: { target: 'webView', params: { url: 'https://talkie.test/ai/clone' } },
      testId: 'open',
    } as const;
    const { unmount } = renderInApp(
      <LoginPrompt
        inApp={false}
        phase="idle"
        onLogIn={() => undefined}
        openApp={openApp}
        title={creatorMessages.logInToClone}
      />,
      { services: fake.services },
    );
    expect(screen.getByRole('heading')).toHaveTextContent(/^Log in to create your own character clone$/);
    unmount();
    renderInApp(<LoginPrompt inApp={false} phase="idle" onLogIn={() => undefined} openApp={openApp} />, {
      services: fake.services,
    });
    expect(screen.getByRole('heading')).toHaveTextContent(/^Please log in to participate$/);
  });

  it('in a browser: no login button, the page’s own button that opens it in the app', () => {
    const fake = fakeServices(hosts.iosSafari);
    renderInApp(<Page />, { services: fake.services });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByTestId('rank-detail-open-app')).toHaveTextContent('Open Talkie to see the full list');
  });
});
