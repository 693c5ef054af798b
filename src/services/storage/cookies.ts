/**
 * Auth tokens are mirrored into cookies because the native app reads them from its webview's cookie
 * jar (SPEC §3). `document` is passed in so tests can use a fake jar.
 */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Adds `Secure`; pages served over https should always pass true. */
  secure: boolean;
}

export function setCookie(jar: CookieJar, name: string, value: string, options: CookieOptions): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  try {
    jar.cookie = parts.join('; ');
  } catch {
    // Cookies disabled (sandboxed frame): the tokens still live in storage.
  }
}

export const deleteCookie = (jar: CookieJar, name: string, secure: boolean): void =>
  setCookie(jar, name, '', { maxAgeSeconds: 0, secure });

export function readCookie(jar: CookieJar, name: string): string | null {
  let all: string;
  try {
    all = jar.cookie;
  } catch {
    return null;
  }
  for (const part of all.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return part.slice(eq + 1);
      }
    }
  }
  return null;
}
