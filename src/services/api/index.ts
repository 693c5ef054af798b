export { ApiError, ClientStatusCode, asBaseResp, isApiError, type ApiErrorKind } from './api-error';
export { createAppIdentitySource, type AppIdentityDeps } from './app-identity';
export { createApiClient, type ApiClient, type ApiClientDeps, type ApiRequest, type RequestOptions, type TransportKind } from './client';
export { commonParams, versionCodeOf, type AppIdentity, type SessionSnapshot } from './common-params';
export { callEndpoint, getUserProfile, getUserStatus, login, refreshAuthToken } from './endpoints';
export { reportEvents } from './event-endpoints';
export { getWxUrlSignature } from './wechat-endpoints';
export { buildRequestHeaders, laneFor, type HeaderContext, type LaneHeader } from './request-headers';
export { createBridgeTransport, createFetchTransport, serializeQuery, type BridgeHttpRequest, type BridgeHttpResponse, type BridgeRequestFn, type HttpMethod, type Transport, type TransportRequest, type TransportResponse } from './transport';
