/**
 * The native bridge. The simulated shell is not exported here: it is imported directly from
 * './simulated-shell' by tests and by debug tooling, so it never lands in the entry chunk.
 */
export { createBridge, type Bridge } from './bridge';
export { createLazyBridge } from './lazy-bridge';
export { BridgeError, bridgeErrors, isBridgeError } from './errors';
export {
  BRIDGE_METHOD_NAMES,
  BRIDGE_METHODS,
  minimumVersionFor,
  type BridgeMethod,
  type BridgeReplyData,
  type NativeUser,
} from './methods';
export { NativeReplyCode, type BridgeWindow } from './protocol';
export { talkieUserAgent } from './user-agent';
