export interface BridgeReadyInput {
  /** The page runs inside the product's native app (the user agent says so). */
  readonly isNativeApp: boolean;
  /** The app had already injected and initialised its bridge when the page asked. */
  readonly initialisedAtStart: boolean;
}

export type BridgeReadyFailure = 'no_native_env_error' | 'inject_bridge_sdk_error';

export type BridgeReadyOutput =
  { readonly ready: true } | { readonly ready: false; readonly error: BridgeReadyFailure };

export interface BridgeReadyContext {
  readonly isNativeApp: boolean;
  readonly initialisedAtStart: boolean;
  readonly failure: BridgeReadyFailure | null;
}

export type BridgeReadyEvent =
  /** The app dispatched `talkie-bridge-ready` on window. */
  { readonly type: 'BRIDGE_READY_EVENT' };
