export interface WechatSetupInput {
  /** The page runs inside WeChat. */
  readonly inWechat: boolean;
  /** The URL WeChat checks, without its hash: the landing URL on iOS, the current URL on Android. */
  readonly url: string;
}

/** What activity/get_wx_url_signature answered (any field may be missing). */
export interface WechatSignatureAnswer {
  readonly timestamp?: number;
  readonly noncestr?: string;
  readonly signature?: string;
}

export interface WechatSignature {
  readonly timestamp: number;
  readonly noncestr: string;
  readonly signature: string;
}

/** Why set-up was abandoned (each is only logged: the page works on without WeChat sharing). */
export type WechatSetupProblem =
  'sdk-failed' | 'signature-failed' | 'missing-fields' | 'config-threw' | 'config-failed' | 'no-answer';

export interface WechatSetupContext {
  readonly inWechat: boolean;
  readonly url: string;
  readonly signature: WechatSignature | null;
  readonly problem: WechatSetupProblem | null;
}

export type WechatSetupEvent =
  /** wx.ready fired: the configuration was accepted. */
  | { readonly type: 'WX_READY' }
  /** wx.error fired: the configuration was refused. */
  | { readonly type: 'WX_ERROR' };

export interface WechatSetupOutput {
  readonly configured: boolean;
}
