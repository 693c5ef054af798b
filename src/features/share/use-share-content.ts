import { useState } from 'react';
import { useServices } from '@/kernel/session/app-context';
import { requestIdOf, settledOf } from '@/kernel/data/remote-cache';
import { useRemote } from '@/kernel/data/use-remote';
import type { ShareContentCall } from './share-content-call';
import { shareProblemOf, type ShareProblem } from './share-problem';

export type { ShareContentCall } from './share-content-call';

export type ShareContent<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'problem'; readonly problem: ShareProblem };

export interface ShareContentState<T> {
  readonly content: ShareContent<T>;
  /** Loads again (the Retry button of network and loading failures). */
  readonly retry: () => void;
}

/**
 * The content already in this page's cache under `key` when the page first renders (the server's
 * render of it), or null. Read once: it does not follow later loads.
 */
export function useRenderedContent<T>(key: string | null): T | null {
  const { client } = useServices();
  const [first] = useState(() => {
    const settled = key === null ? undefined : settledOf(client, requestIdOf(key, 0));
    return { key, data: settled?.ok ? (settled.data as T) : null };
  });
  // Another post in the same page (a link to another one) loads as usual.
  return first.key === key ? first.data : null;
}

/**
 * Loads one piece of shared content through the app's one data layer (kernel/data), and says what a
 * failure means to the visitor. A null call means the URL named no valid content: the not-found
 * state, without a request. With `enabled` false the page waits (loading) before asking.
 */
export function useShareContent<T>(call: ShareContentCall<T> | null, enabled = true): ShareContentState<T> {
  const { remote, retry } = useRemote(call, enabled);
  if (call === null) return { content: { status: 'problem', problem: 'not_found' }, retry };
  const content: ShareContent<T> =
    remote.status === 'ready'
      ? { status: 'ready', data: remote.data }
      : remote.status === 'failed'
        ? { status: 'problem', problem: shareProblemOf(remote.error) }
        : { status: 'loading' };
  return { content, retry };
}
