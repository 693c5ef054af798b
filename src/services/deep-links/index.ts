export { buildDeepLink, type DeepLinkResult } from './build';
export { DEEP_LINK_TARGETS, DEEP_LINK_TARGET_NAMES, type DeepLinkParams, type DeepLinkTarget } from './targets';
export { isAllowedWebViewUrl } from './web-view-url';
