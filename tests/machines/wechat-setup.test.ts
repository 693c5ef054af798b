import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { completeSignature, wechatSetupMachine } from '@machines/wechat-setup/wechat-setup.machine';
import type {
  WechatSetupOutput,
  WechatSetupProblem,
  WechatSignature,
  WechatSignatureAnswer,
} from '@machines/wechat-setup/types';
import { WECHAT_READY_TIMEOUT_MS } from '@/platform/constants';
import { createWechatShare, withoutHash, type WechatSdk } from '@/services/wechat/wechat-share';
import { wechatSetupOracle } from '../flows/wechat-setup/wechat-setup.oracle';
import { describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const SIGNATURE = {
  timestamp: 1414587457,
  noncestr: 'Wm3WZYTPz0wzccnW',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};

const suite = describeMachinePaths('wechat-setup', {
  input: (plan) => ({ inWechat: plan.wants('inWechat') !== false, url: 'https://h5.talkie-ai.com/share/chat?id=1' }),
  outputs: {
    getSignature: ({ plan }) =>
      plan.wants('signatureComplete') === false ? { timestamp: SIGNATURE.timestamp } : SIGNATURE,
  },
});

describeOracle('wechat-setup', suite, wechatSetupOracle);

/** What the world does during one set-up. */
interface WorldScript {
  readonly app: 'wechat' | 'browser';
  readonly os: 'ios' | 'android';
  readonly sdkLoads: boolean;
  readonly answer: WechatSignatureAnswer | 'fails';
  readonly configThrows: boolean;
  readonly wechatSays: 'ready' | 'error' | 'nothing';
}

const answers: Array<WechatSignatureAnswer | 'fails'> = [
  SIGNATURE,
  { noncestr: SIGNATURE.noncestr, signature: SIGNATURE.signature },
  { timestamp: SIGNATURE.timestamp, signature: SIGNATURE.signature },
  { timestamp: SIGNATURE.timestamp, noncestr: SIGNATURE.noncestr },
  { ...SIGNATURE, noncestr: '' },
  { ...SIGNATURE, timestamp: 0 },
  'fails',
];
const scripts: WorldScript[] = (['wechat', 'browser'] as const).flatMap((app) =>
  (['ios', 'android'] as const).flatMap((os) =>
    [true, false].flatMap((sdkLoads) =>
      answers.flatMap((answer) =>
        [false, true].flatMap((configThrows) =>
          (['ready', 'error', 'nothing'] as const).map((wechatSays) => ({
            app,
            os,
            sdkLoads,
            answer,
            configThrows,
            wechatSays,
          })),
        ),
      ),
    ),
  ),
);

/** The log line of the real service for each problem the machine names. */
const logLines: Record<WechatSetupProblem, string> = {
  'sdk-failed': 'the JS-SDK failed to load',
  'signature-failed': 'signature request failed',
  'missing-fields': 'signature answer misses timestamp, noncestr or signature; set-up abandoned',
  'config-threw': 'config threw',
  'config-failed': 'config failed',
  'no-answer': 'neither wx.ready nor wx.error fired; set-up abandoned',
};

const LANDING = 'https://h5.talkie-ai.com/share/chat?id=1&from=timeline#top';
const CURRENT = 'https://h5.talkie-ai.com/share/chat?id=2#comments';

afterEach(() => {
  vi.useRealTimers();
});

describe('WeChat set-up: the machine and ensureConfigured() in src/services/wechat/wechat-share.ts agree', () => {
  it.each(scripts.map((s) => [JSON.stringify(s), s] as const))('%s', async (_name, script) => {
    vi.useFakeTimers();
    // The real service, with a JS-SDK double that answers wx.config as the script says.
    const realLog: string[] = [];
    const realRequests: unknown[] = [];
    const realConfigs: unknown[] = [];
    const answers: { onReady?: () => void; onError?: (e: { errMsg: string }) => void } = {};
    const sdk: WechatSdk = {
      config: (conf) => {
        realConfigs.push({ timestamp: conf.timestamp, noncestr: conf.nonceStr, signature: conf.signature });
        if (script.configThrows) throw new Error('config threw');
      },
      ready: (fn) => void (answers.onReady = fn),
      error: (fn) => void (answers.onError = fn),
      updateAppMessageShareData: () => undefined,
      updateTimelineShareData: () => undefined,
    };
    const share = createWechatShare({
      host: { app: script.app, os: script.os },
      landingUrl: LANDING,
      currentUrl: () => CURRENT,
      appId: 'wx1',
      loadSdk: () => (script.sdkLoads ? Promise.resolve(sdk) : Promise.reject(new Error('script error'))),
      getSignature: (request) => {
        realRequests.push({ url: request.url });
        return script.answer === 'fails' ? Promise.reject(new Error('network')) : Promise.resolve(script.answer);
      },
      log: (message) => void realLog.push(message),
    });
    let realResult: boolean | null = null;
    void share.ensureConfigured().then((r) => void (realResult = r));

    // The machine, with the same world.
    const modelLog: string[] = [];
    const modelRequests: unknown[] = [];
    const modelConfigs: unknown[] = [];
    const actor = createActor(
      wechatSetupMachine.provide({
        actors: {
          loadSdk: fromPromise<void, void>(() =>
            script.sdkLoads ? Promise.resolve() : Promise.reject(new Error('script error')),
          ),
          getSignature: fromPromise<WechatSignatureAnswer, { url: string }>(({ input }) => {
            modelRequests.push(input);
            return script.answer === 'fails' ? Promise.reject(new Error('network')) : Promise.resolve(script.answer);
          }),
          applyConfig: fromPromise<void, WechatSignature>(({ input }) => {
            modelConfigs.push(input);
            return script.configThrows ? Promise.reject(new Error('config threw')) : Promise.resolve();
          }),
        },
        actions: { logProblem: (_, params) => void modelLog.push(logLines[params.problem]) },
      }),
      { input: { inWechat: script.app === 'wechat', url: withoutHash(script.os === 'ios' ? LANDING : CURRENT) } },
    ).start();

    await vi.advanceTimersByTimeAsync(0);
    if (script.wechatSays === 'ready') {
      if (realConfigs.length && !script.configThrows) answers.onReady?.();
      if (actor.getSnapshot().matches('waitingReady')) actor.send({ type: 'WX_READY' });
    }
    if (script.wechatSays === 'error') {
      if (realConfigs.length && !script.configThrows) answers.onError?.({ errMsg: 'config:invalid signature' });
      if (actor.getSnapshot().matches('waitingReady')) actor.send({ type: 'WX_ERROR' });
    }
    await vi.advanceTimersByTimeAsync(WECHAT_READY_TIMEOUT_MS);

    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ configured: realResult } satisfies Partial<
      Record<keyof WechatSetupOutput, unknown>
    >);
    expect(modelLog).toEqual(realLog);
    expect(modelRequests).toEqual(realRequests);
    expect(modelConfigs).toEqual(realConfigs);
    actor.stop();
  });
});

describe('signature fields', () => {
  it('needs timestamp, noncestr and signature, none of them empty', () => {
    expect(completeSignature(SIGNATURE)).toEqual(SIGNATURE);
    expect(completeSignature({ ...SIGNATURE, signature: '' })).toBeNull();
    expect(completeSignature({ noncestr: 'n', signature: 's' })).toBeNull();
    expect(completeSignature(null)).toBeNull();
  });
});
