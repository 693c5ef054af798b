import { config } from '@/platform/config';
import { webPageSettings } from '@/platform/page-settings';
import { isAllowedWebViewUrl } from '@/services/deep-links';

/**
 * The address the app opens for one of these pages (the web-view deep link's `url`): on the page's own
 * origin when the app may open it, else on the pages' public origin (a page served from a local or test
 * host would otherwise open the app's home instead). `pathAndQuery` starts with `/`.
 */
export function webPageUrl(pathAndQuery: string, currentOrigin: string | null): string {
  const own = currentOrigin ? `${currentOrigin}${pathAndQuery}` : null;
  return own && isAllowedWebViewUrl(own, config.webViewAllowedHosts)
    ? own
    : `${webPageSettings.webPageOrigin}${pathAndQuery}`;
}
