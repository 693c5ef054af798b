/**
 * This site's page origins (TALKIE_PUBLIC_PAGE_ORIGINS), which the unsigned CSP report sink takes
 * reports from. An entry is an origin (`https://talkie-ai.com`: that scheme, host and port) or a
 * bare host (`localhost`: that host over http or https, on any port).
 */
export function isSitePage(url: string, origins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return origins.some((entry) =>
    entry.includes('://') ? entry.replace(/\/+$/, '') === parsed.origin : entry === parsed.hostname,
  );
}
