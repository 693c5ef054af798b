/**
 * A simulated Talkie app for tests and local use: it injects `window.TalkieBridge` and answers calls
 * the way the app does (see ./protocol.ts), with configurable platform, app version, user, replies,
 * failures, delays and silent methods. Every call is recorded in `window.__talkieShellCalls`, and
 * `window.__talkieShell` lets a test change replies or answer silent calls later.
 *
 * installSimulatedShell is SELF-CONTAINED: it uses no imports and nothing from this module's scope,
 * so Playwright can serialize it: `page.addInitScript(installSimulatedShell, options)`. Set the page's
 * user agent to talkieUserAgent(...) (./user-agent.ts) so the page knows it is in the app, or pass
 * `userAgent` to have the shell patch navigator.userAgent.
 */

export interface SimulatedShellReply {
  /** 0 success (default); 1 user cancelled; 404 no such method; anything else a native failure. */
  code?: number;
  data?: unknown;
  msg?: string;
  delayMs?: number;
  /** The app never answers this method. */
  never?: boolean;
}

export interface SimulatedShellUser {
  user_id: string;
  auth_token: string;
  refresh_token?: string;
  is_anonymous: boolean;
}

export interface SimulatedShellOptions {
  platform?: 'ios' | 'android';
  appVersion?: string;
  appId?: number;
  /** Who is logged in to the app; null for nobody. */
  user?: SimulatedShellUser | null;
  /** Per-method replies that replace the built-in ones. */
  replies?: Record<string, SimulatedShellReply>;
  /** Delay of every reply without its own (ms). */
  delayMs?: number;
  /** Methods the app never answers. */
  neverAnswer?: string[];
  /** Methods left out of TalkieBridge.methods (older app builds). */
  missingMethods?: string[];
  /** 'delayed' injects a not-ready bridge and initialises it after readyDelayMs; 'never' injects nothing. */
  injection?: 'immediate' | 'delayed' | 'never';
  readyDelayMs?: number;
  /** When given, navigator.userAgent is patched to it. */
  userAgent?: string;
  /** Answer `request` by performing it with fetch (default true). */
  proxyRequests?: boolean;
  /** Outcome of the native login flow. */
  loginOutcome?: 'success' | 'cancel' | 'fail';
  /** Method names the app advertises; defaults to every method of the page's method table. */
  methods?: string[];
  /**
   * The sandbox store's signing key (the server's TALKIE_STORE_SANDBOX_KEY): purchaseDiamond answers
   * with a receipt signed with it, as the store would sign one. Without it, purchases fail (code 500).
   * Tests pass it; it is never part of the web client.
   */
  storeKey?: string;
  /**
   * Whether the simulated ad network rewards a watched ad: watchAd with `custom_data` then calls the
   * local API's stand-in for the network's server-side callback (POST /weaver/ad_network/reward_callback)
   * before the ad closes. false: the ad closes as rewarded but the network never calls back. Default true.
   */
  adNetworkRewards?: boolean;
  /**
   * The API's request-signing salt (the page's config.signingSalt). With it and a user, the app's picker
   * (chooseAndUploadImage) uploads a small picture per image to the local API's upload/image with the
   * user's token, as the app uploads what it picked, and answers the URLs the API issued: those are
   * what a ticket may name. Without it, the picker answers made-up URLs of no server.
   */
  signingSalt?: string;
  /** Where the API is (default: the page's origin, as the local API is mounted in the dev and preview servers). */
  apiBaseUrl?: string;
}

export interface SimulatedShellCall {
  id: string;
  method: string;
  params: unknown;
  at: number;
}

export interface SimulatedShellControl {
  options: SimulatedShellOptions;
  calls: SimulatedShellCall[];
  setReply(method: string, reply: SimulatedShellReply): void;
  setUser(user: SimulatedShellUser | null): void;
  /** Ids of calls not answered yet (silent methods). */
  pendingIds(): string[];
  /** Answers a pending call now. */
  answer(id: string, reply: SimulatedShellReply): void;
}

export function installSimulatedShell(options: SimulatedShellOptions = {}): SimulatedShellControl {
  const w = window as unknown as Record<string, unknown> & Window;
  const platform = options.platform ?? 'ios';
  const appVersion = options.appVersion ?? '2.30.0';
  const appId = options.appId ?? 300;
  const replies: Record<string, SimulatedShellReply> = { ...options.replies };
  let user: SimulatedShellUser | null = options.user === undefined ? null : options.user;
  const calls: SimulatedShellCall[] = [];
  const pending: Record<string, string> = {};
  const allMethods = options.methods ?? [
    'exitWebView',
    'enableGestureExit',
    'openNativePage',
    'setPageTitle',
    'getUserInfo',
    'getClientInfo',
    'sendEmail',
    'commonParams',
    'share',
    'login',
    'loginVerifyDelete',
    'notification',
    'chooseAndUploadImage',
    'shareCloneNpc',
    'purchaseDiamond',
    'requestPushPermission',
    'checkPushPermission',
    'getPriceFromStore',
    'showToast',
    'watchAd',
    'preloadRewardAd',
    'userSetting',
    'openVoyagePass',
    'saveImageToPhotosAlbum',
    'setExitEnable',
    'request',
  ];
  const missing = options.missingMethods ?? [];
  const methods = allMethods.filter((m) => missing.indexOf(m) < 0);

  if (options.userAgent) {
    const ua = options.userAgent;
    try {
      Object.defineProperty(navigator, 'userAgent', { get: () => ua, configurable: true });
    } catch {
      // Some engines refuse; the test must then set the user agent on the browser context.
    }
  }

  const deliver = (id: string, reply: SimulatedShellReply): void => {
    delete pending[id];
    const send = (): void => {
      const receive = w.__talkieBridgeReceive as ((r: unknown) => void) | undefined;
      if (typeof receive === 'function')
        receive({
          id,
          code: reply.code ?? 0,
          data: reply.data === undefined ? null : reply.data,
          msg: reply.msg ?? '',
        });
    };
    const delay = reply.delayMs ?? options.delayMs ?? 0;
    setTimeout(send, delay);
  };

  // The sandbox store's receipt, as server/services/store-sandbox.ts reads it: base64url JSON payload,
  // '.', base64url HMAC-SHA256 of the payload text. Written out here because this function imports nothing.
  const base64url = (bytes: Uint8Array): string => {
    let binary = '';
    for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i] as number);
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  const signReceipt = (key: string, payload: Record<string, unknown>): Promise<string> => {
    const encoder = new TextEncoder();
    const payloadText = base64url(encoder.encode(JSON.stringify(payload)));
    return crypto.subtle
      .importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
      .then((cryptoKey) => crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(payloadText)))
      .then((signature) => `${payloadText}.${base64url(new Uint8Array(signature))}`);
  };

  // The picker's uploads: upload/image signed as src/api/contract/signing-rule.ts says (no query: SHA-1
  // of body + timestamp + salt), written out here because this function imports nothing.
  const SIM_PICTURE =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const sha1Hex = (text: string): Promise<string> =>
    crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)).then((hash) => {
      let hex = '';
      const bytes = new Uint8Array(hash);
      for (let i = 0; i < bytes.length; i++) hex += (bytes[i] as number).toString(16).padStart(2, '0');
      return hex;
    });
  const uploadPicture = (
    salt: string,
    token: string,
    index: number,
  ): Promise<{ url: string; width: number; height: number }> => {
    const body = JSON.stringify({ data_base64: SIM_PICTURE, file_name: `image-${index + 1}.png` });
    const timestamp = String(Math.floor(Date.now() / 1000));
    return sha1Hex(body + timestamp + salt)
      .then((sign) =>
        fetch(`${options.apiBaseUrl ?? ''}/weaver/api/v1/upload/image`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-sign': sign, 'x-token': token },
          body,
        }),
      )
      .then((res) => res.json() as Promise<{ base_resp?: { status_code?: number; status_msg?: string }; url?: string }>)
      .then((json) => {
        if (json.base_resp?.status_code !== 0 || typeof json.url !== 'string')
          throw new Error(json.base_resp?.status_msg ?? 'no answer');
        return { url: json.url, width: 1, height: 1 };
      });
  };

  const builtIn = (
    method: string,
    params: Record<string, unknown>,
  ): SimulatedShellReply | Promise<SimulatedShellReply> => {
    switch (method) {
      case 'getClientInfo':
        return {
          data: {
            app_version: appVersion,
            app_id: appId,
            version_code: appVersion.split('.').join(''),
            platform,
            device_id: 'sim-device-0001',
            language: (navigator.language || 'en').slice(0, 2),
            status_bar_height: platform === 'ios' ? 47 : 24,
          },
        };
      case 'getUserInfo':
        return {
          data: user
            ? {
                user_id: user.user_id,
                auth_token: user.auth_token,
                refresh_token: user.refresh_token ?? null,
                is_anonymous: user.is_anonymous,
              }
            : { user_id: null, auth_token: null, refresh_token: null, is_anonymous: true },
        };
      case 'login':
        if (options.loginOutcome === 'cancel') return { code: 1, msg: 'user cancelled' };
        if (options.loginOutcome === 'fail') return { code: 500, msg: 'login failed' };
        user = {
          user_id: 'sim-user-1',
          auth_token: 'sim-auth-token',
          refresh_token: 'sim-refresh-token',
          is_anonymous: false,
        };
        return { data: { user_id: user.user_id } };
      case 'commonParams':
        return {
          data: {
            app_id: appId,
            app_version: appVersion,
            device_id: 'sim-device-0001',
            os: platform === 'ios' ? 1 : 2,
          },
        };
      case 'checkPushPermission':
      case 'requestPushPermission':
        return { data: { granted: true } };
      case 'loginVerifyDelete':
        return { data: { verified: true } };
      case 'watchAd': {
        const session = typeof params.custom_data === 'string' ? params.custom_data : '';
        if (!session || options.adNetworkRewards === false) return { data: { rewarded: true } };
        return fetch('/weaver/ad_network/reward_callback', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ad_session_id: session, rewarded: true }),
        }).then(
          () => ({ data: { rewarded: true } }),
          () => ({ data: { rewarded: true } }),
        );
      }
      case 'purchaseDiamond': {
        const orderId = typeof params.order_id === 'string' ? params.order_id : 'sim-order-1';
        if (!options.storeKey) return { code: 500, msg: 'the sandbox store has no signing key' };
        return signReceipt(options.storeKey, {
          transaction_id: `sandbox_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`,
          product_id: String(params.product_id),
          app_account_token: orderId,
          purchased_at_ms: Date.now(),
        }).then(
          (receipt) => ({ data: { order_id: orderId, receipt } }),
          (err: unknown) => ({ code: 500, msg: `the sandbox store could not sign: ${String(err)}` }),
        );
      }
      case 'chooseAndUploadImage': {
        const count = typeof params.count === 'number' ? params.count : 3;
        if (!options.signingSalt || !user) {
          const images = [];
          for (let i = 0; i < count; i++)
            images.push({ url: `https://h5.talkie-ai.com/sim/image-${i + 1}.png`, width: 512, height: 512 });
          return { data: { images } };
        }
        const uploads = [];
        for (let i = 0; i < count; i++) uploads.push(uploadPicture(options.signingSalt, user.auth_token, i));
        return Promise.all(uploads).then(
          (images) => ({ data: { images } }),
          (err: unknown) => ({ code: 500, msg: `the upload failed: ${String(err)}` }),
        );
      }
      case 'getPriceFromStore': {
        const ids = Array.isArray(params.product_ids) ? (params.product_ids as string[]) : [];
        return {
          data: {
            prices: ids.map((id) => ({ product_id: id, price: '$0.99', currency: 'USD', amount_micros: 990000 })),
          },
        };
      }
      case 'request': {
        if (options.proxyRequests === false) return { code: 500, msg: 'requests are not proxied' };
        const query = (params.query ?? {}) as Record<string, string>;
        const qs = new URLSearchParams(query).toString();
        const url = String(params.url) + (qs ? (String(params.url).indexOf('?') >= 0 ? '&' : '?') + qs : '');
        return fetch(url, {
          method: String(params.method || 'POST'),
          headers: (params.header ?? {}) as Record<string, string>,
          body: typeof params.data === 'string' ? params.data : undefined,
          credentials: 'include',
        }).then(
          (res) =>
            res.text().then((text) => {
              let data: unknown = text;
              try {
                data = JSON.parse(text);
              } catch {
                // keep the text
              }
              return { data: { status: res.status, data } };
            }),
          (err: unknown) => ({ code: 502, msg: String(err) }),
        );
      }
      default:
        return { data: null };
    }
  };

  const postMessage = (json: string): void => {
    let message: { id?: unknown; method?: unknown; params?: unknown };
    try {
      message = JSON.parse(json) as typeof message;
    } catch {
      return;
    }
    const id = String(message.id);
    const method = String(message.method);
    const params = (message.params && typeof message.params === 'object' ? message.params : {}) as Record<
      string,
      unknown
    >;
    calls.push({ id, method, params: message.params, at: Date.now() });
    pending[id] = method;
    if ((options.neverAnswer ?? []).indexOf(method) >= 0) return;
    if (methods.indexOf(method) < 0) return deliver(id, { code: 404, msg: `no method ${method}` });
    const custom = replies[method];
    if (custom) {
      if (custom.never) return;
      return deliver(id, custom);
    }
    Promise.resolve(builtIn(method, params)).then((reply) => deliver(id, reply));
  };

  const control: SimulatedShellControl = {
    options,
    calls,
    setReply: (method, reply) => {
      replies[method] = reply;
    },
    setUser: (next) => {
      user = next;
    },
    pendingIds: () => Object.keys(pending),
    answer: (id, reply) => deliver(id, reply),
  };
  w.__talkieShellCalls = calls;
  w.__talkieShell = control;

  const injection = options.injection ?? 'immediate';
  if (injection === 'immediate') {
    w.TalkieBridge = { postMessage, ready: true, methods };
  } else if (injection === 'delayed') {
    const bridge = { postMessage, ready: false, methods };
    w.TalkieBridge = bridge;
    setTimeout(() => {
      bridge.ready = true;
      window.dispatchEvent(new Event('talkie-bridge-ready'));
    }, options.readyDelayMs ?? 300);
  }
  return control;
}
