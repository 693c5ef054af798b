import type { Hono } from 'hono';
import { getWxUrlSignature } from '../../src/api/contract/activity';
import { StatusCode } from '../../src/api/contract/codes';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, mountEndpoint } from '../http/pipeline';
import { newNonce, unsignableUrlReason, wechatSignature } from '../services/wechat';

export function mountActivityRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  mountEndpoint(app, deps, getWxUrlSignature, (input, ctx) => {
    if (input.wx_app_id !== deps.config.wechatAppId) {
      throw new ApiError(
        StatusCode.InvalidParam,
        `invalid field "wx_app_id": this server signs for ${deps.config.wechatAppId}`,
      );
    }
    const refused = unsignableUrlReason(input.url, deps.config.wechatSignedHosts);
    if (refused) throw new ApiError(StatusCode.InvalidParam, `invalid field "url": ${refused}`);
    const timestamp = Math.floor(ctx.now / 1000);
    const noncestr = newNonce();
    const signature = wechatSignature({
      jsapiTicket: deps.config.wechatJsapiTicket,
      noncestr,
      timestamp,
      url: input.url,
    });
    return { app_id: deps.config.wechatAppId, timestamp, noncestr, signature };
  });
}
