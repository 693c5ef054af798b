import type { SpinStatus } from '@machines/spin-wheel/types';

/**
 * The spin machine's first status is the page's own first read (kernel/data): the page hands the
 * machine a promise it settles once that read answers, and shows what the answer says until the
 * machine has taken it.
 */

/** What the page shows of a status the machine has not taken yet (the server's HTML, the first read). */
export const previewState = (status: SpinStatus): string =>
  status.phase === 'not_started'
    ? 'notStarted'
    : status.phase === 'paused'
      ? 'paused'
      : status.phase === 'ended'
        ? 'ended'
        : 'loading';

export interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
  readonly reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // The machine takes it when it starts; a page gone before that leaves no unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
