import { config } from '@/platform/config';
import type { DeviceOS } from '@/platform/host';
import { buildDeepLink, type DeepLinkTarget } from '@/services/deep-links';
import { HOME_TARGET, trackingQuery, type OpenAppTarget, type ShareTracking } from './open-app-target';

type LooseBuild = (
  target: DeepLinkTarget,
  params: Record<string, unknown>,
  options: { os: DeviceOS },
) => ReturnType<typeof buildDeepLink>;
const build = buildDeepLink as unknown as LooseBuild;

/**
 * The deep link for a target, with the share tracking added to its query. Data from the network may
 * lack a required parameter: then the app's home opens instead of a broken link.
 */
export function deepLinkFor(target: OpenAppTarget, os: DeviceOS, tracking: ShareTracking = {}): string {
  const extra = trackingQuery(tracking);
  const result = build(target.target, { ...target.params, ...extra }, { os });
  if (result.ok) return result.url;
  const home = build(HOME_TARGET.target, { ...HOME_TARGET.params, ...extra }, { os });
  return home.ok ? home.url : `${config.appOpen.scheme}main`;
}
