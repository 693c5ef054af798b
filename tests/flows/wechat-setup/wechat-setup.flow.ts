import { wechatSetupMachine } from '@machines/wechat-setup/wechat-setup.machine';
import { WECHAT_READY_TIMEOUT_MS } from '@/platform/constants';
import { duration } from '../framework/docs/flow-docs';
import { defineFlow } from '../framework/flow';

export const wechatSetupFlow = defineFlow({
  name: 'wechat-setup',
  machine: wechatSetupMachine,
  source: 'machines/wechat-setup/wechat-setup.machine.ts',
  paths: { fixedGuards: ['inWechat'] },
  values: [
    `WeChat has ${duration(WECHAT_READY_TIMEOUT_MS)} to answer wx.config with wx.ready or wx.error (\`WECHAT_READY_TIMEOUT_MS\`).`,
  ],
});
