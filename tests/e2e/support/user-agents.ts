/** Version the end-to-end tests give the Talkie app; any version the app accepts works. */
export const TEST_TALKIE_APP_VERSION = '2.30.0';

/**
 * The user agent of the Talkie app's webview on the same device: the device's own agent followed by
 * ` Talkie/<version>` (the pattern in src/platform/config.ts, `talkieUserAgentPattern`).
 */
export function talkieUserAgent(deviceUserAgent: string, version: string = TEST_TALKIE_APP_VERSION): string {
  return `${deviceUserAgent} Talkie/${version}`;
}
