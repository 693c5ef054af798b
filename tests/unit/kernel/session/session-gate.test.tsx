import { describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import type { AuthSession } from '@machines/auth/types';
import type { UserProfile } from '@/api/contract/user';
import { StatusCode } from '@/api/contract/codes';
import { ApiError } from '@/services/api/api-error';
import { isNetworkFailure } from '@/kernel/data/remote-errors';
import { AppProvider } from '@/kernel/session/app-context';
import { SessionGate } from '@/kernel/session/session-gate';
import type { AuthActor } from '@/kernel/session/session-types';
import type { AppServices } from '@/services/app-services';
import { renderWithShell } from '../../support/render';

const anonymous: AuthSession = { userId: 'u-anon', authToken: 't-anon', refreshToken: 'r-anon', isAnonymous: true };
const realName: AuthSession = { userId: 'u-real', authToken: 't-real', refreshToken: 'r-real', isAnonymous: false };

/** One answer per call of the auth flow, in order; a call past the list waits forever. */
function authWith({
  logins,
  profiles,
}: {
  logins: (() => Promise<AuthSession>)[];
  profiles: (() => Promise<UserProfile | null>)[];
}): AuthActor {
  const next = <T,>(list: (() => Promise<T>)[]) => list.shift() ?? (() => new Promise<T>(() => undefined));
  const machine = authMachine.provide({
    actors: {
      anonymousLogin: fromPromise<AuthSession, void>(() => next(logins)()),
      checkUserStatus: fromPromise<unknown, { session: AuthSession }>(() =>
        Promise.reject(new Error('nothing stored')),
      ),
      refreshSession: fromPromise<AuthSession, { session: AuthSession }>(() =>
        Promise.reject(new Error('nothing stored')),
      ),
      fetchProfile: fromPromise<UserProfile | null, { session: AuthSession }>(() => next(profiles)()),
    },
    actions: { persistSession: () => undefined, notifyLoginFailed: () => undefined },
  });
  return createActor(machine, { input: { stored: null } }).start();
}

const profileOf = (userId: string) => () => Promise.resolve({ user_id: userId } as UserProfile);
const services = { reporter: { report: () => undefined } } as unknown as AppServices;

/** A page with state of its own: a gate that unmounted it would reset the count. */
function Page() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      taps {count}
    </button>
  );
}

function renderGate(auth: AuthActor, props: { banned?: boolean; fallback?: ReactNode; quiet?: boolean } = {}) {
  return renderWithShell(
    <AppProvider services={services} auth={Promise.resolve(auth)}>
      <SessionGate {...props}>
        <Page />
      </SessionGate>
    </AppProvider>,
  );
}

describe('SessionGate', () => {
  it('shows loading until the login is ready, then the page, which a later session change does not reset', async () => {
    const auth = authWith({ logins: [() => Promise.resolve(anonymous)], profiles: [profileOf('u-anon')] });
    renderGate(auth);
    expect(screen.getByTestId('loading')).toHaveTextContent('Loading...');
    fireEvent.click(await screen.findByRole('button', { name: 'taps 0' }));
    expect(screen.getByRole('button', { name: 'taps 1' })).toBeInTheDocument();

    // A real-name login handed over: the flow fetches the new profile (loading again), the page stays.
    act(() => auth.send({ type: 'SESSION_REPLACED', session: realName }));
    expect(auth.getSnapshot().matches('fetchingProfile')).toBe(true);
    expect(screen.getByRole('button', { name: 'taps 1' })).toBeInTheDocument();
  });

  it('a failed login shows the network error with a retry that logs in again', async () => {
    const auth = authWith({
      logins: [() => Promise.reject(new Error('network down')), () => Promise.resolve(anonymous)],
      profiles: [profileOf('u-anon')],
    });
    renderGate(auth);
    const panel = await screen.findByTestId('error-panel-network');
    expect(panel).toHaveTextContent('Network Error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'taps 0' })).toBeInTheDocument();
  });

  it('a part of a page with a placeholder: the placeholder while logging in, the error with Retry when the login failed', async () => {
    const auth = authWith({
      logins: [() => Promise.reject(new Error('network down')), () => Promise.resolve(anonymous)],
      profiles: [profileOf('u-anon')],
    });
    renderGate(auth, { fallback: <p>placeholder</p> });
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(await screen.findByTestId('error-panel-network')).toHaveTextContent('Network Error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'taps 0' })).toBeInTheDocument();
  });

  it('a quiet part keeps its placeholder when the login failed (another part of the page says it)', async () => {
    const auth = authWith({ logins: [() => Promise.reject(new Error('network down'))], profiles: [] });
    renderGate(auth, { fallback: <p>placeholder</p>, quiet: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(auth.getSnapshot().matches('loginFailed')).toBe(true);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('error-panel-network')).toBeNull();
  });

  it('a failed login is tried again by itself when the device comes back online', async () => {
    const auth = authWith({
      logins: [() => Promise.reject(new Error('network down')), () => Promise.resolve(anonymous)],
      profiles: [profileOf('u-anon')],
    });
    renderGate(auth);
    await screen.findByTestId('error-panel-network');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'taps 0' })).toBeInTheDocument();
  });

  it('a login answered with a code the page does not know says "Oops, something went wrong", never the code, with a Retry', async () => {
    const unknown = new ApiError({
      kind: 'business',
      status: 200,
      base_resp: { status_code: 424242, status_msg: 'strange' },
      path: '/account/login',
      method: 'POST',
    });
    const auth = authWith({
      logins: [() => Promise.reject(unknown), () => Promise.resolve(anonymous)],
      profiles: [profileOf('u-anon')],
    });
    renderGate(auth);
    const panel = await screen.findByTestId('error-panel-unknown');
    expect(panel).toHaveTextContent('Oops, something went wrong');
    expect(panel).not.toHaveTextContent('424242');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'taps 0' })).toBeInTheDocument();
  });

  it('says when risk control refused one more new account, instead of a network error', async () => {
    const auth = authWith({
      logins: [() => Promise.reject({ status_code: StatusCode.RiskControl, status_msg: 'too many' })],
      profiles: [],
    });
    renderGate(auth);
    expect(await screen.findByTestId('error-panel-network')).toHaveTextContent(
      'Too many new accounts were made from this network. Please try again in an hour.',
    );
  });

  it('a banned account (login stopped at its profile) sees the ban appeal; any other page the error', async () => {
    const banned = () =>
      authWith({
        logins: [() => Promise.resolve(anonymous)],
        profiles: [() => Promise.reject(new Error('account unavailable'))],
      });
    const appeal = renderGate(banned(), { banned: true });
    expect(await screen.findByRole('button', { name: 'taps 0' })).toBeInTheDocument();
    appeal.unmount();

    renderGate(banned());
    expect(await screen.findByTestId('error-panel-network')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /taps/ })).not.toBeInTheDocument();
  });

  it('a stored real-name user whose status check got no answer sees "Network Error" with Retry, and the retry signs the same user in', async () => {
    const dropped = new ApiError({
      kind: 'network',
      status: 0,
      base_resp: { status_code: -3, status_msg: 'no answer' },
      path: '/account/get_user_status',
      method: 'POST',
    });
    const checks = [() => Promise.reject(dropped), () => Promise.resolve({})];
    const logins: string[] = [];
    const machine = authMachine.provide({
      actors: {
        anonymousLogin: fromPromise<AuthSession, void>(() => (logins.push('anonymous'), Promise.resolve(anonymous))),
        checkUserStatus: fromPromise<unknown, { session: AuthSession }>(() =>
          (checks.shift() ?? (() => Promise.reject(dropped)))(),
        ),
        refreshSession: fromPromise<AuthSession, { session: AuthSession }>(() => Promise.reject(dropped)),
        fetchProfile: fromPromise<UserProfile | null, { session: AuthSession }>(({ input }) =>
          profileOf(input.session.userId)(),
        ),
      },
      actions: { persistSession: () => undefined, notifyLoginFailed: () => undefined },
      guards: { noAnswer: (_, { error }) => isNetworkFailure(error) },
    });
    const auth = createActor(machine, { input: { stored: realName } }).start();
    renderGate(auth);
    expect(await screen.findByTestId('error-panel-network')).toHaveTextContent('Network Error');
    expect(auth.getSnapshot().context.session).toBe(realName);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'taps 0' })).toBeInTheDocument();
    expect(auth.getSnapshot().context.session).toBe(realName);
    expect(logins).toEqual([]);
  });
});
