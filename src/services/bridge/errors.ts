import type { BaseResp } from '@/api/contract/envelope';

/** SPEC §8 bridge error kinds with this project's numeric codes. */
export const BridgeErrorCode = {
  no_native_env_error: 1001,
  inject_bridge_sdk_error: 1002,
  inject_bridge_method_error: 1003,
  app_version_error: 1004,
  call_native_fail_error: 1005,
  timeout_error: 1006,
} as const;

export type BridgeErrorType = keyof typeof BridgeErrorCode;

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly type: BridgeErrorType;
  /** The numeric code of `type` (BridgeErrorCode). */
  readonly code: number;
  readonly status_msg: string;
  readonly method: string;
  /** The app's own reply code, for call_native_fail_error (e.g. NativeReplyCode.UserCancelled). */
  readonly nativeCode: number | null;

  constructor(type: BridgeErrorType, method: string, status_msg: string, nativeCode: number | null = null) {
    super(`${type}: ${status_msg}`);
    this.type = type;
    this.code = BridgeErrorCode[type];
    this.status_msg = status_msg;
    this.method = method;
    this.nativeCode = nativeCode;
  }

  /** SPEC §8 "bridge failures reject with code and status_msg": also readable as a base_resp. */
  get base_resp(): BaseResp {
    return { status_code: this.code, status_msg: this.status_msg };
  }
}

export const isBridgeError = (error: unknown): error is BridgeError => error instanceof BridgeError;

export const bridgeErrors = {
  noNativeEnv: (method: string) => new BridgeError('no_native_env_error', method, 'no native env error'),
  sdkMissing: (method: string) =>
    new BridgeError('inject_bridge_sdk_error', method, 'inject_bridge_sdk_error: the native bridge was not injected'),
  methodMissing: (method: string) =>
    new BridgeError(
      'inject_bridge_method_error',
      method,
      `inject_bridge_method_error: the app has no method ${method}`,
    ),
  appVersion: (method: string, minimum: string) =>
    new BridgeError(
      'app_version_error',
      method,
      `check the app version, method ${method} minimum supported version ${minimum}`,
    ),
  nativeFail: (method: string, nativeCode: number, msg: string | undefined) =>
    new BridgeError(
      'call_native_fail_error',
      method,
      msg || `call_native_fail_error: ${method} failed with code ${nativeCode}`,
      nativeCode,
    ),
  timeout: (method: string, ms: number) =>
    new BridgeError('timeout_error', method, `timeout_error: ${method} got no answer within ${ms} ms`),
};
