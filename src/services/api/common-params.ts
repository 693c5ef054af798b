import { DEVICE_PLATFORM, OS_CODE } from '@/platform/constants';

/** Who is asking: read fresh for every request, so a refreshed token or new user is used at once. */
export interface SessionSnapshot {
  authToken: string | null;
  userId: string | null;
  deviceId: string | null;
}

/** Which app is asking: the brand's native app id and version (from native client info in the app). */
export interface AppIdentity {
  appId: number;
  appVersion: string;
  /** Inside the native app its own version code, when client info gives one. */
  versionCode?: string;
}

export const versionCodeOf = (version: string): string => version.replace(/\./g, '');

/** SPEC §3 common app params; missing ids are left out rather than sent empty. */
export function commonParams(session: SessionSnapshot, app: AppIdentity): Record<string, string | number> {
  const params: Record<string, string | number> = {
    os: OS_CODE,
    device_platform: DEVICE_PLATFORM,
    app_id: app.appId,
    app_version: app.appVersion,
    version_code: app.versionCode ?? versionCodeOf(app.appVersion),
  };
  if (session.userId) params.user_id = session.userId;
  if (session.deviceId) params.device_id = session.deviceId;
  return params;
}
