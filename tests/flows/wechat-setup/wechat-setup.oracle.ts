/**
 * WeChat set-up oracle, written from SPEC §4 (WeChat share), §7 and §8: only inside WeChat. The
 * JS-SDK loads, the server signs the page URL without its hash, and wx.config gets timestamp,
 * noncestr and signature; if any of them is missing, set-up is abandoned. A script that does not
 * load, a failed signature request, a wx.config that throws, wx.error, or no answer from WeChat
 * within 10 s all abandon set-up too; each is logged only, never shown.
 */
import type { WechatSetupInput, WechatSetupProblem, WechatSignatureAnswer } from '@machines/wechat-setup/types';
import type { Expected, FlowOracle, Scenario, WorldEffect } from '../framework/twin/oracle';

type Phase = 'loading' | 'signing' | 'configuring' | 'waiting' | 'configured' | 'abandoned' | 'not-wechat';

interface WechatWorld {
  readonly phase: Phase;
}

interface WechatScenario extends Scenario<WechatSetupInput> {
  /** What the server answers when the path says the answer lacks a field. */
  readonly incomplete: WechatSignatureAnswer;
}

const READY_TIMEOUT = 10_000;
const URL = 'https://h5.talkie-ai.com/share/chat?id=1';
const SIGNATURE = {
  timestamp: 1414587457,
  noncestr: 'Wm3WZYTPz0wzccnW',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};

const inFlight: Partial<Record<Phase, string>> = {
  loading: 'loadSdk',
  signing: 'getSignature',
  configuring: 'applyConfig',
};

function see(phase: Phase, effects: WorldEffect[] = []): Expected<WechatWorld> {
  const request = inFlight[phase];
  return {
    state: { phase },
    see: {
      effects,
      inFlight: request ? [request] : [],
      timers: phase === 'waiting' ? [READY_TIMEOUT] : [],
      finished: phase === 'configured' || phase === 'abandoned' || phase === 'not-wechat',
      output:
        phase === 'configured'
          ? { configured: true }
          : phase === 'abandoned' || phase === 'not-wechat'
            ? { configured: false }
            : undefined,
    },
  };
}

const abandon = (problem: WechatSetupProblem): Expected<WechatWorld> =>
  see('abandoned', [{ call: 'logProblem', params: { problem } }]);

const wechat = (name: string, incomplete: WechatSignatureAnswer): WechatScenario => ({
  name,
  input: { inWechat: true, url: URL },
  incomplete,
});

export const wechatSetupOracle: FlowOracle<WechatSetupInput, WechatWorld, WechatScenario> = {
  /** Every event of the flow (WeChat's answers to wx.config), sent in every reachable state. */
  events: ['WX_READY', 'WX_ERROR'],
  scenarios: [
    { name: 'not WeChat', input: { inWechat: false, url: URL }, incomplete: {} },
    wechat('WeChat, answer without noncestr', { timestamp: SIGNATURE.timestamp, signature: SIGNATURE.signature }),
    wechat('WeChat, answer with an empty signature', { ...SIGNATURE, signature: '' }),
    wechat('WeChat, answer without timestamp', { noncestr: SIGNATURE.noncestr, signature: SIGNATURE.signature }),
  ],
  start: (sc) => (sc.input.inWechat ? see('loading', [{ request: 'loadSdk' }]) : see('not-wechat')),
  answer(step, sc) {
    if (!step.ok) return new Error(`${step.src} failed`);
    return step.src === 'getSignature' ? (step.variant === 'signatureComplete' ? SIGNATURE : sc.incomplete) : undefined;
  },
  next({ phase }, step) {
    const stay = see(phase);
    if (step.kind === 'event') {
      if (phase !== 'waiting') return stay;
      if (step.type === 'WX_READY') return see('configured');
      if (step.type === 'WX_ERROR') return abandon('config-failed');
      return stay;
    }
    if (step.kind === 'wait') return phase === 'waiting' ? abandon('no-answer') : stay;
    if (step.src !== inFlight[phase]) return stay;
    if (phase === 'loading')
      return step.ok ? see('signing', [{ request: 'getSignature', input: { url: URL } }]) : abandon('sdk-failed');
    if (phase === 'signing') {
      if (!step.ok) return abandon('signature-failed');
      return step.variant === 'signatureComplete'
        ? see('configuring', [{ request: 'applyConfig', input: SIGNATURE }])
        : abandon('missing-fields');
    }
    return step.ok ? see('waiting') : abandon('config-threw');
  },
};
