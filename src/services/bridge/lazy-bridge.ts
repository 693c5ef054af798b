import type { Bridge, BridgeDeps } from './bridge';
import { unmetMinimum } from './methods';

/**
 * The bridge as most pages get it: the same interface, with the implementation loaded on first use.
 * Browser visitors never download it; inside the app, boot calls ready() at once, which loads it and
 * reports a missing bridge. Version checks (supports) stay synchronous: the method table is small.
 */
export function createLazyBridge(
  deps: BridgeDeps,
  load: () => Promise<{ createBridge(deps: BridgeDeps): Bridge }> = () => import('./bridge'),
): Bridge {
  let impl: Promise<Bridge> | null = null;
  let disposed = false;
  const get = (): Promise<Bridge> => {
    impl ??= load().then((m) => {
      const bridge = m.createBridge(deps);
      if (disposed) bridge.dispose();
      return bridge;
    });
    return impl;
  };
  return {
    inNativeApp: deps.host.isNativeApp,
    ready: () => get().then((b) => b.ready()),
    supports: (method) => deps.host.isNativeApp && unmetMinimum(method, deps.host) === null,
    call: ((method: never, ...args: never[]) =>
      get().then((b) => (b.call as (m: never, ...a: never[]) => Promise<unknown>)(method, ...args))) as Bridge['call'],
    dispose() {
      disposed = true;
      if (impl) void impl.then((b) => b.dispose());
    },
  };
}
