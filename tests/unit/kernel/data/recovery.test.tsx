import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProvider } from '@/kernel/session/app-context';
import type { AuthActor } from '@/kernel/session/session-types';
import { adoptRenderedAnswers, renderedAnswers, isNetworkFailure, useRemote, type RemoteCall } from '@/kernel/data';
import { requestOnce } from '@/kernel/data/remote-cache';
import { ApiError } from '@/services/api/api-error';
import type { ApiClient } from '@/services/api/client';
import type { AppServices } from '@/services/app-services';
import { HTTP_TIMEOUT_MS, httpTimeoutFrom } from '@/platform/constants';

/**
 * A read's failure and its recovery: Retry, back online, back to the foreground, and the server's failure handed over.
 */
function setup() {
  const client = {} as ApiClient;
  const services = { client } as unknown as AppServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider services={services} auth={() => new Promise<AuthActor>(() => undefined)}>
      {children}
    </AppProvider>
  );
  return { client, wrapper };
}

function scripted<T>(key: string) {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  let calls = 0;
  const call: RemoteCall<T> = {
    key,
    load: () =>
      new Promise<T>((resolve, reject) => {
        calls += 1;
        pending.push({ resolve, reject });
      }),
  };
  return {
    call,
    calls: () => calls,
    answer: (value: T) => act(() => pending.shift()!.resolve(value)),
    fail: (error: unknown) => act(() => pending.shift()!.reject(error)),
  };
}

const dropped = () => new TypeError('Failed to fetch');
const serverError = () =>
  new ApiError({
    kind: 'http',
    base_resp: { status_code: 500, status_msg: 'Internal Server Error' },
    status: 500,
    path: '/weaver/api/v1/x',
    method: 'POST',
  });

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('a failed read recovers by itself', () => {
  it('coming back online asks a failed read again, once, and shows the content', async () => {
    const { wrapper } = setup();
    const topic = scripted<string>('recover:online');
    const { result } = renderHook(() => useRemote(topic.call), { wrapper });
    await topic.fail(dropped());
    expect(result.current.remote.status).toBe('failed');
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(topic.calls()).toBe(2));
    expect(result.current.remote.status).toBe('loading');
    await topic.answer('back');
    expect(result.current.remote).toEqual({ status: 'ready', data: 'back' });
    // A read that is fine is not asked again.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(topic.calls()).toBe(2);
  });

  it('coming back to the foreground asks a failed read again, once', async () => {
    const { wrapper } = setup();
    const topic = scripted<string>('recover:visible');
    const { result } = renderHook(() => useRemote(topic.call), { wrapper });
    await topic.fail(serverError());
    act(() => setVisibility('hidden'));
    expect(topic.calls()).toBe(1);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(topic.calls()).toBe(2));
    await topic.fail(serverError());
    expect(result.current.remote.status).toBe('failed');
    // Nothing more by itself until the next time the page comes back.
    expect(topic.calls()).toBe(2);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(topic.calls()).toBe(3));
  });
});

describe('a read that failed while the server rendered the page', () => {
  it('is handed to the browser as a failure: the first render shows it, Retry asks again', async () => {
    const server = {} as ApiClient;
    await requestOnce(server, 'served:1#0', () => Promise.reject(dropped())).catch(() => undefined);
    await requestOnce(server, 'served:2#0', () => Promise.reject(serverError())).catch(() => undefined);
    const answers = renderedAnswers(server);
    expect(answers.map((answer) => [answer.key, 'failure' in answer])).toEqual([
      ['served:1', true],
      ['served:2', true],
    ]);

    const { client, wrapper } = setup();
    adoptRenderedAnswers(client, JSON.parse(JSON.stringify(answers)) as typeof answers);
    const topic = scripted<string>('served:1');
    const { result } = renderHook(() => useRemote(topic.call), { wrapper });
    // The very first render: the failure, as in the HTML, no loading frame and no request.
    expect(result.current.remote.status).toBe('failed');
    expect(isNetworkFailure(result.current.remote.status === 'failed' ? result.current.remote.error : null)).toBe(true);
    expect(topic.calls()).toBe(0);
    act(() => result.current.retry());
    await waitFor(() => expect(topic.calls()).toBe(1));
    await topic.answer('content');
    expect(result.current.remote).toEqual({ status: 'ready', data: 'content' });
  });
});

describe('the HTTP timeout', () => {
  it('is the spec’s 10 s unless a test build sets another', () => {
    expect(HTTP_TIMEOUT_MS).toBe(10_000);
    expect(httpTimeoutFrom(undefined)).toBe(10_000);
    expect(httpTimeoutFrom('')).toBe(10_000);
    expect(httpTimeoutFrom('soon')).toBe(10_000);
    expect(httpTimeoutFrom('-5')).toBe(10_000);
    expect(httpTimeoutFrom('1500')).toBe(1500);
  });
});
