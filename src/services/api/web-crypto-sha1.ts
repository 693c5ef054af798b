/**
 * Lower-case hex SHA-1 of a text's UTF-8 bytes with the browser's own Web Crypto: the same digest as
 * crypto-js's SHA-1 in signing.ts, without its code. Null where Web Crypto is missing (pages not
 * served over https, old webviews).
 */
export async function webCryptoSha1Hex(text: string): Promise<string | null> {
  const subtle = typeof crypto === 'undefined' ? undefined : crypto.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
