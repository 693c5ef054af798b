import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, id } from './endpoint';

export const ActivityPaths = {
  getWxUrlSignature: `${API_PREFIX}/activity/get_wx_url_signature`,
} as const;

export const GetWxUrlSignatureRequestSchema = v.object({
  /** The page URL WeChat validates (the part after `#` is ignored, as WeChat does). */
  url: v.pipe(v.string(), v.trim(), v.maxLength(2048), v.url('must be an absolute URL')),
  wx_app_id: id(),
});
export type GetWxUrlSignatureRequest = v.InferInput<typeof GetWxUrlSignatureRequestSchema>;

export const WxUrlSignatureDataSchema = v.object({
  app_id: v.string(),
  /** Seconds since the epoch, as wx.config wants it. */
  timestamp: v.number(),
  noncestr: v.string(),
  /** SHA-1 of `jsapi_ticket=...&noncestr=...&timestamp=...&url=...`. */
  signature: v.string(),
});
export type WxUrlSignatureData = v.InferOutput<typeof WxUrlSignatureDataSchema>;

export const getWxUrlSignature = defineEndpoint({
  path: ActivityPaths.getWxUrlSignature,
  token: 'none',
  request: GetWxUrlSignatureRequestSchema,
  data: WxUrlSignatureDataSchema,
});
