/** Import this module lazily (`await import('@/services/wechat')`), and only inside WeChat. */
export {
  createWechatShare,
  withoutHash,
  WECHAT_READY_TIMEOUT_MS,
  type WechatSdk,
  type WechatShareDeps,
} from './wechat-share';
