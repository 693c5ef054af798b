/**
 * WeChat share set-up (SPEC §4, §7, §8): only inside WeChat. The JS-SDK is loaded on demand, a
 * signature is asked for the page URL without its hash, and wx.config gets timestamp, noncestr and
 * signature; if any of them is missing, set-up is abandoned. Script and config errors are logged
 * only: the page works on without WeChat sharing.
 *
 * A model of ensureConfigured() for one URL in src/services/wechat/wechat-share.ts:
 * tests/machines/wechat-setup.test.ts drives the real service and this machine side by side and
 * checks they agree.
 */
import { assign, setup } from 'xstate';
import { WECHAT_READY_TIMEOUT_MS } from '@/platform/constants';
import { mustProvideAction, mustProvideActor, present } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  WechatSetupContext,
  WechatSetupEvent,
  WechatSetupInput,
  WechatSetupOutput,
  WechatSetupProblem,
  WechatSignature,
  WechatSignatureAnswer,
} from './types';

/** All three fields wx.config needs are there (and not empty). */
export function completeSignature(answer: WechatSignatureAnswer | null | undefined): WechatSignature | null {
  if (!answer?.timestamp || !answer.noncestr || !answer.signature) return null;
  return { timestamp: answer.timestamp, noncestr: answer.noncestr, signature: answer.signature };
}

export const wechatSetupMachine = setup({
  types: {
    context: {} as WechatSetupContext,
    events: {} as WechatSetupEvent,
    input: {} as WechatSetupInput,
    output: {} as WechatSetupOutput,
    meta: {} as StateMeta,
  },
  actors: {
    /** import('weixin-js-sdk'), once per page. */
    loadSdk: mustProvideActor<void>('loadSdk'),
    /** activity/get_wx_url_signature for the URL. */
    getSignature: mustProvideActor<WechatSignatureAnswer, { url: string }>('getSignature'),
    /** wx.config with the app id, the signature and the share APIs; fails when wx.config throws. */
    applyConfig: mustProvideActor<void, WechatSignature>('applyConfig'),
  },
  actions: {
    /** console.warn('[wechat] ...'): nothing is shown to the user. */
    logProblem: mustProvideAction<{ problem: WechatSetupProblem }>('logProblem'),
    keepSignature: assign((_, params: { signature: WechatSignature | null }) => ({ signature: params.signature })),
    setProblem: assign((_, params: { problem: WechatSetupProblem }) => ({ problem: params.problem })),
  },
  guards: {
    inWechat: ({ context }) => context.inWechat,
    signatureComplete: (_, params: { answer: WechatSignatureAnswer }) => completeSignature(params.answer) !== null,
  },
  delays: {
    wechatReadyTimeout: WECHAT_READY_TIMEOUT_MS,
  },
}).createMachine({
  id: 'wechatSetup',
  context: ({ input }) => ({ inWechat: input.inWechat, url: input.url, signature: null, problem: null }),
  initial: 'checkingHost',
  meta: {
    description:
      'WeChat share set-up: load the JS-SDK, ask for a signature, configure; abandoned when a field is missing or anything fails.',
    guards: {
      inWechat: { label: 'inside WeChat', meaning: 'The user agent names WeChat; sharing set-up exists only there.' },
      signatureComplete: {
        label: 'timestamp, noncestr and signature all there',
        meaning: 'The signature answer has all three fields wx.config needs; any missing or empty one abandons set-up.',
      },
    },
    requests: {
      loadSdk: 'loads the WeChat JS-SDK script',
      getSignature: 'asks the server to sign the page URL (activity/get_wx_url_signature)',
      applyConfig: 'hands the signature to WeChat (wx.config)',
    },
    events: {
      WX_READY: 'WeChat accepts the configuration (wx.ready).',
      WX_ERROR: 'WeChat refuses the configuration (wx.error), e.g. a wrong signature.',
    },
    notes: [
      'A model of ensureConfigured() in src/services/wechat/wechat-share.ts for one URL, tested side by side with it.',
      'The signed URL has no hash: on iOS the URL the page was first loaded with, on Android the current one. On Android a new URL starts set-up again; the same URL reuses the first result.',
      'wx.ready fires once per page and the ready timer is started once: a second set-up on Android waits for the same answer.',
      'Every abandoned set-up is only logged: sharing stays the WeChat default and the page works on.',
    ],
  },
  states: {
    checkingHost: {
      meta: { description: 'Sharing set-up only exists inside WeChat.' },
      always: [{ guard: 'inWechat', target: 'loadingSdk' }, { target: 'notWechat' }],
    },
    loadingSdk: {
      meta: { description: 'Inside WeChat: the script is loaded once per page.' },
      invoke: {
        id: 'loadSdk',
        src: 'loadSdk',
        onDone: 'askingSignature',
        onError: { target: 'abandoned', actions: { type: 'setProblem', params: { problem: 'sdk-failed' } } },
      },
    },
    askingSignature: {
      meta: { description: 'The script is there; the URL WeChat checks is signed without its hash.' },
      invoke: {
        id: 'getSignature',
        src: 'getSignature',
        input: ({ context }) => ({ url: context.url }),
        onDone: [
          {
            guard: { type: 'signatureComplete', params: ({ event }) => ({ answer: event.output }) },
            target: 'configuring',
            actions: { type: 'keepSignature', params: ({ event }) => ({ signature: completeSignature(event.output) }) },
          },
          { target: 'abandoned', actions: { type: 'setProblem', params: { problem: 'missing-fields' } } },
        ],
        onError: { target: 'abandoned', actions: { type: 'setProblem', params: { problem: 'signature-failed' } } },
      },
    },
    configuring: {
      meta: { description: 'All three fields came back; they go to WeChat with the share APIs.' },
      invoke: {
        id: 'applyConfig',
        src: 'applyConfig',
        input: ({ context }) => present(context.signature),
        onDone: 'waitingReady',
        onError: { target: 'abandoned', actions: { type: 'setProblem', params: { problem: 'config-threw' } } },
      },
    },
    waitingReady: {
      meta: { description: 'Waiting for WeChat to accept (wx.ready) or refuse (wx.error) the configuration.' },
      on: {
        WX_READY: 'configured',
        WX_ERROR: { target: 'abandoned', actions: { type: 'setProblem', params: { problem: 'config-failed' } } },
      },
      after: {
        wechatReadyTimeout: { target: 'abandoned', actions: { type: 'setProblem', params: { problem: 'no-answer' } } },
      },
    },
    configured: {
      type: 'final',
      meta: { description: 'WeChat accepted the configuration: share data can be set.' },
    },
    abandoned: {
      type: 'final',
      entry: { type: 'logProblem', params: ({ context }) => ({ problem: present(context.problem) }) },
      meta: { description: 'Set-up was abandoned (logged only): WeChat shares its default card.' },
    },
    notWechat: {
      type: 'final',
      meta: { description: 'Not inside WeChat: nothing to set up.' },
    },
  },
  output: ({ context }): WechatSetupOutput => ({ configured: context.problem === null && context.inWechat }),
});
