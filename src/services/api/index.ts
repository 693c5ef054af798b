export { ApiError, asBaseResp, isApiError } from './api-error';
export { createApiClient, type ApiClient, type ApiClientDeps } from './client';
export { getUserProfile, getUserStatus, login, refreshAuthToken } from './endpoints';
export { reportEvents } from './event-endpoints';
export { getWxUrlSignature } from './wechat-endpoints';
export { buildRequestHeaders, laneFor } from './request-headers';
