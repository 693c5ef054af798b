import {
  getUserStatus as getUserStatusEndpoint,
  login as loginEndpoint,
  refreshAuthToken as refreshEndpoint,
} from '@/api/contract/account';
import type { RequestOf } from '@/api/contract/endpoint';
import { getUserProfile as profileEndpoint } from '@/api/contract/user';
import { callEndpoint } from './call-endpoint';
import type { ApiClient, RequestOptions } from './client';

export { callEndpoint } from './call-endpoint';

/** SPEC §7 calls needed at boot (the auth flow), typed from src/api/contract. */
export const login = (client: ApiClient, body: RequestOf<typeof loginEndpoint>, options?: RequestOptions) =>
  callEndpoint(client, loginEndpoint, body, options);

export const refreshAuthToken = (
  client: ApiClient,
  body: RequestOf<typeof refreshEndpoint>,
  options?: RequestOptions,
) => callEndpoint(client, refreshEndpoint, body, options);

export const getUserProfile = (client: ApiClient, body: RequestOf<typeof profileEndpoint>, options?: RequestOptions) =>
  callEndpoint(client, profileEndpoint, body, options);

export const getUserStatus = (client: ApiClient, options?: RequestOptions) =>
  callEndpoint(client, getUserStatusEndpoint, {}, options);

/*
 * getWxUrlSignature and reportEvents live in their own modules (wechat-endpoints.ts,
 * event-endpoints.ts): only lazily loaded code calls them, so their contract schemas stay out of the
 * entry chunk that the auth calls above are part of.
 */
