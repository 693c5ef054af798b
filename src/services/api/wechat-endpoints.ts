import { getWxUrlSignature as wxSignatureEndpoint } from '@/api/contract/activity';
import type { RequestOf } from '@/api/contract/endpoint';
import type { ApiClient, RequestOptions } from './client';
import { callEndpoint } from './endpoints';

/** activity/get_wx_url_signature (SPEC §7); used by the lazily loaded WeChat set-up. */
export const getWxUrlSignature = (
  client: ApiClient,
  body: RequestOf<typeof wxSignatureEndpoint>,
  options?: RequestOptions,
) => callEndpoint(client, wxSignatureEndpoint, body, options);
