/**
 * The user agent of the Talkie app's webview: the platform browser's agent followed by
 * `Talkie/<version>` (config.talkieUserAgentPattern). Tests and the simulated shell use it so the
 * page detects the native app the same way it does on a phone.
 */
export function talkieUserAgent(platform: 'ios' | 'android', appVersion: string): string {
  const base =
    platform === 'ios'
      ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
      : 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile Safari/537.36';
  return `${base} Talkie/${appVersion}`;
}
