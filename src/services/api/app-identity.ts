import { BRAND, brandInfo, type Brand } from '@/platform/brand';
import { requestSettings } from '@/platform/config';
import type { ClientInfo } from '../bridge/methods';
import type { AppIdentity } from './common-params';

export interface AppIdentityDeps {
  isNativeApp: boolean;
  /** The app version read from the user agent (HostInfo.appVersion). */
  userAgentVersion: string | null;
  /** Native client info (bridge getClientInfo); asked once. */
  getClientInfo?: () => Promise<Pick<ClientInfo, 'app_version'> & Partial<Pick<ClientInfo, 'app_id' | 'version_code'>>>;
  brand?: Brand;
}

/**
 * The app id and version sent with every request. On the web: the brand's native app id (talkie 300)
 * and the web build's version. Inside the app: its client info, asked once; if the bridge fails, the
 * version from the user agent, so requests never wait on a broken bridge twice.
 */
/** Outside the native app: the brand's native app id and the web build's version. */
export const webAppIdentity = (brand: Brand = BRAND): AppIdentity => ({
  appId: brandInfo(brand).nativeAppId,
  appVersion: requestSettings.webAppVersion,
});

export function createAppIdentitySource(deps: AppIdentityDeps): () => Promise<AppIdentity> {
  const web = webAppIdentity(deps.brand ?? BRAND);
  const appId = web.appId;
  const fallback: AppIdentity = { appId, appVersion: (deps.isNativeApp && deps.userAgentVersion) || web.appVersion };
  let cached: Promise<AppIdentity> | null = null;
  return () => {
    if (cached) return cached;
    if (!deps.isNativeApp || !deps.getClientInfo) {
      cached = Promise.resolve(fallback);
      return cached;
    }
    cached = deps.getClientInfo().then(
      (info) => ({
        appId: info.app_id ?? appId,
        appVersion: info.app_version || fallback.appVersion,
        ...(info.version_code ? { versionCode: info.version_code } : {}),
      }),
      () => fallback,
    );
    return cached;
  };
}
