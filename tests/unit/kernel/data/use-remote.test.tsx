import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StatusCode } from '@/api/contract/codes';
import { AppProvider } from '@/kernel/session/app-context';
import type { AuthActor } from '@/kernel/session/session-types';
import {
  adoptRenderedAnswers,
  renderedAnswers,
  isNetworkFailure,
  refusalCodeOf,
  useRemote,
  type RemoteCall,
} from '@/kernel/data';
import { endTakeOver, preloadRemote } from '@/kernel/data/remote-cache';
import { ApiError } from '@/services/api/api-error';
import type { ApiClient } from '@/services/api/client';
import type { AppServices } from '@/services/app-services';

/** The one data layer as a page sees it: one loading and error shape, one retry, one cache per client. */
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

/** A call whose answers the test hands out one by one. */
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

const refusal = (code: number) =>
  new ApiError({
    kind: 'business',
    base_resp: { status_code: code, status_msg: 'refused' },
    status: 200,
    path: '/weaver/api/v1/x',
    method: 'POST',
  });
const timeout = () =>
  new ApiError({
    kind: 'timeout',
    base_resp: { status_code: -1, status_msg: 'timeout' },
    status: 0,
    path: '/weaver/api/v1/x',
    method: 'POST',
  });

describe('useRemote', () => {
  it('loading, then the answer; a retry keeps the answer on screen until the next one replaces it', async () => {
    const { wrapper } = setup();
    const topic = scripted<string>('topic:1');
    const { result } = renderHook(() => useRemote(topic.call), { wrapper });
    expect(result.current.remote).toEqual({ status: 'loading', last: null });
    await topic.answer('first');
    expect(result.current.remote).toEqual({ status: 'ready', data: 'first' });
    act(() => result.current.retry());
    await waitFor(() => expect(topic.calls()).toBe(2));
    expect(result.current.remote).toEqual({ status: 'loading', last: 'first' });
    await topic.answer('second');
    expect(result.current.remote).toEqual({ status: 'ready', data: 'second' });
  });

  it('a failure carries the error, and the page can tell a network failure from a refusal', async () => {
    const { wrapper } = setup();
    const topic = scripted<string>('topic:2');
    const { result } = renderHook(() => useRemote(topic.call), { wrapper });
    await topic.fail(timeout());
    expect(result.current.remote.status).toBe('failed');
    const error = result.current.remote.status === 'failed' ? result.current.remote.error : null;
    expect(isNetworkFailure(error)).toBe(true);
    act(() => result.current.retry());
    await topic.fail(refusal(StatusCode.NotFound));
    const refused = result.current.remote.status === 'failed' ? result.current.remote.error : null;
    expect(isNetworkFailure(refused)).toBe(false);
    expect(refusalCodeOf(refused)).toBe(StatusCode.NotFound);
  });

  it('another key starts from nothing, and a late answer for the old key is dropped', async () => {
    const { wrapper } = setup();
    const one = scripted<string>('topic:a');
    const two = scripted<string>('topic:b');
    const { result, rerender } = renderHook(({ call }) => useRemote(call), {
      wrapper,
      initialProps: { call: one.call },
    });
    await one.answer('a');
    rerender({ call: two.call });
    expect(result.current.remote).toEqual({ status: 'loading', last: null });
    await two.answer('b');
    expect(result.current.remote).toEqual({ status: 'ready', data: 'b' });
  });

  it('a re-render never sends the request twice; replace shows the server’s answer to a change', async () => {
    const { wrapper } = setup();
    const topic = scripted<string>('topic:3');
    const { result, rerender } = renderHook(() => useRemote(topic.call), { wrapper });
    rerender();
    rerender();
    expect(topic.calls()).toBe(1);
    await topic.answer('saved');
    act(() => result.current.replace('edited'));
    expect(result.current.remote).toEqual({ status: 'ready', data: 'edited' });
  });
});

describe('route loaders and the server-rendered page', () => {
  it('the page shows what the loader already has in its first render, without asking again', async () => {
    const { client, wrapper } = setup();
    const topic = scripted<string>('topic:4');
    const loading = preloadRemote(client, topic.call, 1000);
    await topic.answer('from the loader');
    await loading;
    const { result } = renderHook(() => useRemote(topic.call), { wrapper });
    expect(result.current.remote).toEqual({ status: 'ready', data: 'from the loader' });
    expect(topic.calls()).toBe(1);
  });

  it('the HTML carries answers, refusals and failures (a network failure apart from a refusal); the browser takes them over', async () => {
    const server = {} as ApiClient;
    const ok = scripted<string>('ok');
    const gone = scripted<string>('gone');
    const offline = scripted<string>('offline');
    const all = Promise.all([ok, gone, offline].map((s) => preloadRemote(server, s.call, 1000)));
    await ok.answer('content');
    await gone.fail(refusal(StatusCode.NotFound));
    await offline.fail(timeout());
    await all;
    const answers = renderedAnswers(server);
    expect(answers.map((a) => a.key).sort()).toEqual(['gone', 'offline', 'ok']);
    // A refusal is final; a failure another attempt may not meet is marked as such.
    expect(answers.find((a) => a.key === 'gone')).toHaveProperty('refusal');
    expect(answers.find((a) => a.key === 'offline')).toHaveProperty('failure');

    const { client, wrapper } = setup();
    adoptRenderedAnswers(client, JSON.parse(JSON.stringify(answers)) as typeof answers);
    // Taking the page over: loaders ask for nothing until it is hydrated.
    const later = scripted<string>('later');
    await preloadRemote(client, later.call, 1000);
    expect(later.calls()).toBe(0);
    endTakeOver(client);
    const { result } = renderHook(
      () => [useRemote(ok.call).remote, useRemote(gone.call).remote, useRemote(offline.call).remote] as const,
      { wrapper },
    );
    expect(result.current[0]).toEqual({ status: 'ready', data: 'content' });
    const error = result.current[1].status === 'failed' ? result.current[1].error : null;
    expect(refusalCodeOf(error)).toBe(StatusCode.NotFound);
    const failure = result.current[2].status === 'failed' ? result.current[2].error : null;
    expect(isNetworkFailure(failure)).toBe(true);
    expect(ok.calls() + gone.calls() + offline.calls()).toBe(3);
  });
});
