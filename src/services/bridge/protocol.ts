/**
 * The wire protocol between the page and the Talkie app's webview. The spec leaves it open; this
 * module is its single definition (the README explains it, the simulated shell speaks it).
 *
 * 1. Injection. The app injects `window.TalkieBridge` (see InjectedBridge), at document start when it
 *    can. `ready` false means "injected, not initialised yet"; the app then sets it true and
 *    dispatches `talkie-bridge-ready` on window. A bridge without a `ready` field is ready at once.
 *    `methods` lists the method names this app build handles.
 * 2. Call. The page calls `TalkieBridge.postMessage(json)` with a BridgeRequest:
 *    `{"id":"tb-1","method":"share","params":{...}}`. Ids are unique per page load.
 * 3. Reply. The app answers exactly once per id by calling `window.__talkieBridgeReceive(reply)` with
 *    a BridgeReply object (or its JSON text): `{ id, code, data, msg }`. code 0 is success and `data`
 *    is the result; any other code is a failure described by `msg`. Code 404 means the app has no
 *    such method; code 1 means the user cancelled (login, share, purchase).
 * Replies for unknown or already settled ids (e.g. after the page's timeout) are ignored.
 */
export const BRIDGE_GLOBAL = 'TalkieBridge';
export const BRIDGE_RECEIVE_GLOBAL = '__talkieBridgeReceive';
export const BRIDGE_READY_EVENT = 'talkie-bridge-ready';

export interface InjectedBridge {
  postMessage(json: string): void;
  ready?: boolean;
  methods?: readonly string[];
}

export interface BridgeRequest {
  id: string;
  method: string;
  params: unknown;
}

export interface BridgeReply {
  id: string;
  code: number;
  data?: unknown;
  msg?: string;
}

/** Reply codes with a meaning of their own; every other non-zero code is a plain native failure. */
export const NativeReplyCode = {
  Success: 0,
  UserCancelled: 1,
  MethodNotFound: 404,
} as const;

/** The globals the protocol touches, so tests can hand in a fake window. */
export interface BridgeWindow {
  [BRIDGE_GLOBAL]?: InjectedBridge;
  [BRIDGE_RECEIVE_GLOBAL]?: (reply: BridgeReply | string) => void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export const encodeRequest = (request: BridgeRequest): string => JSON.stringify(request);

/** Accepts what the app passes to __talkieBridgeReceive; null for anything that is not a reply. */
export function decodeReply(raw: unknown): BridgeReply | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      // Stryker disable BlockStatement: the catch below emptied, text that is not JSON stays a string, which the next check refuses: null either way
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  // Stryker restore BlockStatement
  if (typeof value !== 'object' || value === null) return null;
  const { id, code, data, msg } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof code !== 'number') return null;
  return { id, code, data, ...(typeof msg === 'string' ? { msg } : {}) };
}

/** The injected object, if it looks like one. */
export function injectedBridge(win: BridgeWindow): InjectedBridge | null {
  const candidate = win[BRIDGE_GLOBAL];
  return candidate && typeof candidate.postMessage === 'function' ? candidate : null;
}
