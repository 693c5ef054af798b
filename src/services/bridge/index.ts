/**
 * The native bridge. The simulated shell is not exported here: it is imported directly from
 * './simulated-shell' by tests and by debug tooling, so it never lands in the entry chunk.
 */
export { createBridge, type Bridge, type BridgeDeps, type CallOptions } from './bridge';
export { createLazyBridge } from './lazy-bridge';
export { BridgeError, BridgeErrorCode, bridgeErrors, isBridgeError, type BridgeErrorType } from './errors';
export {
  BRIDGE_METHOD_NAMES,
  BRIDGE_METHODS,
  minimumVersionFor,
  unmetMinimum,
  type BridgeMethod,
  type BridgeMethodMap,
  type BridgeParams,
  type BridgeReplyData,
  type ClientInfo,
  type MethodSpec,
  type MinVersion,
  type NativeUser,
  type ShareParams,
} from './methods';
export {
  BRIDGE_GLOBAL,
  BRIDGE_READY_EVENT,
  BRIDGE_RECEIVE_GLOBAL,
  decodeReply,
  encodeRequest,
  NativeReplyCode,
  type BridgeReply,
  type BridgeRequest,
  type BridgeWindow,
  type InjectedBridge,
} from './protocol';
export { talkieUserAgent } from './user-agent';
