/**
 * The allowlist for the web-view deep-link target: the app would open whatever URL we hand it inside
 * a privileged webview, so only plain https URLs on an exact allowed host pass.
 *
 * The check is deliberately stricter than URL parsing: the host must follow `https://` directly and be
 * made only of [a-z0-9.-], ended by `/`, `?`, `#` or the end. That alone refuses userinfo tricks
 * (`allowed.com@evil`), ports, percent-encoded separators (`%2F`, `%40`, `%5C`) and Unicode look-alike
 * dots (`。` `．`), whatever a given URL parser would make of them. Backslashes, whitespace, control
 * and non-ASCII characters are refused anywhere in the string. The result is then confirmed with the
 * platform URL parser, so both readings have to agree.
 */
const HOST_AT_START = /^https:\/\/([A-Za-z0-9.-]+)(?=[/?#]|$)/i;
// Printable ASCII except backslash; anything else (tabs, newlines, NUL, Unicode) is refused.
const SAFE_CHARS = /^[\x21-\x5b\x5d-\x7e]+$/;

export function isAllowedWebViewUrl(raw: unknown, allowedHosts: readonly string[]): raw is string {
  // (The empty string fails SAFE_CHARS, one or more characters, just below.)
  if (typeof raw !== 'string' || raw.length > 2048) return false;
  if (!SAFE_CHARS.test(raw)) return false;
  // Encoded backslashes and NULs are refused anywhere: some servers decode them into path tricks.
  if (/%(5c|00)/i.test(raw)) return false;
  const match = HOST_AT_START.exec(raw);
  // Stryker disable next-line OptionalChaining: group 1 always takes part in a match (+), so it is never undefined
  const host = match?.[1]?.toLowerCase();
  if (!host || !allowedHosts.includes(host)) return false;
  let parsed: URL;
  try {
    // Stryker disable BlockStatement,BooleanLiteral: the catch below is unreachable: a string that passed the host pattern and the character check (https:// + an allowed host + / ? # or the end, printable ASCII only) always parses
    parsed = new URL(raw);
  } catch {
    return false;
  }
  // Stryker restore BlockStatement,BooleanLiteral
  // Stryker disable next-line ConditionalExpression,LogicalOperator: defence in depth: the pattern already requires https://, an allowed host and / ? # or the end, leaving no room for another host, a port or user info, so the second reading never disagrees (refusals tested on both readings)
  return (
    parsed.protocol === 'https:' &&
    parsed.hostname === host &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
