import { config } from '@/platform/config';
import type { HostInfo } from '@/platform/host';
import { bridgeErrors, type BridgeError } from './errors';
import { BRIDGE_METHODS, unmetMinimum, type BridgeMethod, type BridgeParams, type BridgeReplyData } from './methods';
import {
  BRIDGE_READY_EVENT,
  BRIDGE_RECEIVE_GLOBAL,
  decodeReply,
  encodeRequest,
  injectedBridge,
  NativeReplyCode,
  type BridgeReply,
  type BridgeWindow,
  type InjectedBridge,
} from './protocol';

export interface BridgeDeps {
  host: Pick<HostInfo, 'isNativeApp' | 'os' | 'appVersion'>;
  window: BridgeWindow;
  /** Every call gives up after this long. */
  timeoutMs?: number;
  /** How long to wait for the app to inject and initialise the bridge. */
  readyTimeoutMs?: number;
  report?: (error: BridgeError, context: Record<string, unknown>) => void;
  log?: (message: string, error: BridgeError) => void;
  documentTitle?: () => string;
}

export interface CallOptions {
  timeoutMs?: number;
}

type CallArgs<M extends BridgeMethod> =
  undefined extends BridgeParams<M>
    ? [params?: BridgeParams<M>, options?: CallOptions]
    : [params: BridgeParams<M>, options?: CallOptions];

export interface Bridge {
  /** True inside the product's native app (the bridge may still be missing or not ready). */
  readonly inNativeApp: boolean;
  /** Resolves once the app's bridge is injected and initialised; rejects with inject_bridge_sdk_error. */
  ready(): Promise<void>;
  /** Whether this app version may call the method (no call is made). */
  supports(method: BridgeMethod): boolean;
  call<M extends BridgeMethod>(method: M, ...args: CallArgs<M>): Promise<BridgeReplyData<M>>;
  /** Stops listening for replies; pending calls fail by their timeout. */
  dispose(): void;
}

interface Pending {
  method: string;
  resolve(data: unknown): void;
  reject(error: BridgeError): void;
  timer: ReturnType<typeof setTimeout>;
}

export function createBridge(deps: BridgeDeps): Bridge {
  const win = deps.window;
  const timeoutMs = deps.timeoutMs ?? config.bridgeTimeoutMs;
  const readyTimeoutMs = deps.readyTimeoutMs ?? config.bridgeReadyTimeoutMs;
  const pending = new Map<string, Pending>();
  let sequence = 0;
  let readyPromise: Promise<InjectedBridge> | null = null;
  let gaveUp = false;
  let missingReported = false;

  function raise(error: BridgeError, context: Record<string, unknown> = {}): BridgeError {
    (deps.log ?? ((message, err) => console.warn(message, err)))(`[bridge] ${error.status_msg}`, error);
    deps.report?.(error, {
      method: error.method,
      code: error.code,
      type: error.type,
      app_version: deps.host.appVersion,
      os: deps.host.os,
      ...context,
    });
    return error;
  }

  const receive = (raw: BridgeReply | string): void => {
    const reply = decodeReply(raw);
    if (!reply) return;
    const call = pending.get(reply.id);
    if (!call) return; // late (timed out) or unknown: ignored by the protocol
    pending.delete(reply.id);
    clearTimeout(call.timer);
    if (reply.code === NativeReplyCode.Success) call.resolve(reply.data ?? null);
    else if (reply.code === NativeReplyCode.MethodNotFound) call.reject(raise(bridgeErrors.methodMissing(call.method)));
    else call.reject(raise(bridgeErrors.nativeFail(call.method, reply.code, reply.msg), { native_code: reply.code }));
  };
  if (deps.host.isNativeApp) win[BRIDGE_RECEIVE_GLOBAL] = receive;

  /** The injected bridge if it is there and initialised. */
  function currentBridge(): InjectedBridge | null {
    const bridge = injectedBridge(win);
    return bridge && bridge.ready !== false ? bridge : null;
  }

  function waitReady(): Promise<InjectedBridge> {
    const now = currentBridge();
    if (now) return Promise.resolve(now);
    // After one full wait has failed, later calls fail at once instead of each waiting again.
    if (gaveUp) return Promise.reject(bridgeErrors.sdkMissing('ready'));
    readyPromise ??= new Promise<InjectedBridge>((resolve, reject) => {
      const onReady = (): void => {
        const bridge = currentBridge();
        if (!bridge) return;
        win.removeEventListener(BRIDGE_READY_EVENT, onReady);
        clearTimeout(timer);
        resolve(bridge);
      };
      const timer = setTimeout(() => {
        win.removeEventListener(BRIDGE_READY_EVENT, onReady);
        const late = currentBridge(); // initialised without the event: still usable
        if (late) return resolve(late);
        gaveUp = true;
        readyPromise = null;
        reject(bridgeErrors.sdkMissing('ready'));
      }, readyTimeoutMs);
      win.addEventListener(BRIDGE_READY_EVENT, onReady);
    });
    return readyPromise;
  }

  /** SPEC §4: a missing bridge inside the native app is reported, once per page; later misses are logged. */
  function missing(error: BridgeError): BridgeError {
    if (missingReported)
      (deps.log ?? ((message, err) => console.warn(message, err)))(`[bridge] ${error.status_msg}`, error);
    else raise(error);
    missingReported = true;
    return error;
  }

  function ready(): Promise<void> {
    if (!deps.host.isNativeApp) return Promise.reject(raise(bridgeErrors.noNativeEnv('ready')));
    return waitReady().then(
      () => undefined,
      (error: BridgeError) => {
        throw missing(error);
      },
    );
  }

  async function call<M extends BridgeMethod>(
    method: M,
    ...[params, options]: CallArgs<M>
  ): Promise<BridgeReplyData<M>> {
    if (!deps.host.isNativeApp) throw raise(bridgeErrors.noNativeEnv(method));
    const min = unmetMinimum(method, deps.host);
    if (min) throw raise(bridgeErrors.appVersion(method, min), { minimum: min });
    let bridge: InjectedBridge;
    try {
      bridge = await waitReady();
    } catch {
      throw missing(bridgeErrors.sdkMissing(method));
    }
    if (bridge.methods && !bridge.methods.includes(method)) throw raise(bridgeErrors.methodMissing(method));

    const finalParams = prepareParams(method, params, deps.documentTitle);
    const id = `tb-${++sequence}`;
    const limit = options?.timeoutMs ?? timeoutMs;
    return new Promise<BridgeReplyData<M>>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(raise(bridgeErrors.timeout(method, limit)));
      }, limit);
      pending.set(id, { method, resolve: resolve as (data: unknown) => void, reject, timer });
      try {
        bridge.postMessage(encodeRequest({ id, method, params: finalParams }));
      } catch (error) {
        pending.delete(id);
        clearTimeout(timer);
        reject(raise(bridgeErrors.nativeFail(method, -1, error instanceof Error ? error.message : String(error))));
      }
    });
  }

  return {
    inNativeApp: deps.host.isNativeApp,
    ready,
    supports: (method) => deps.host.isNativeApp && unmetMinimum(method, deps.host) === null,
    call,
    dispose() {
      if (win[BRIDGE_RECEIVE_GLOBAL] === receive) delete win[BRIDGE_RECEIVE_GLOBAL];
    },
  };
}

function prepareParams(method: BridgeMethod, params: unknown, documentTitle?: () => string): unknown {
  const defaults = BRIDGE_METHODS[method].defaults;
  let out: unknown = params;
  // Stryker disable next-line ConditionalExpression: spreading undefined defaults adds nothing: the app gets the same params
  if (defaults) out = { ...defaults, ...(params as Record<string, unknown> | undefined) };
  if (method === 'setPageTitle') {
    const title = (params as { title?: string } | undefined)?.title;
    const pageTitle = (): string => (typeof document === 'undefined' ? '' : document.title);
    out = { title: title || (documentTitle ? documentTitle() : pageTitle()) };
  }
  return out ?? {};
}
