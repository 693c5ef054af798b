/**
 * A MiniBrowser that speaks another language. WebKitGTK takes its languages (navigator.languages and
 * Accept-Language) from the C library's locale, and a test machine seldom has that locale compiled:
 * it is compiled here into a private folder (`localedef`, no root; Debian's `locales` package has the
 * sources) and MiniBrowser is started through a small script that sets it.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The languages the suite opens pages in; English is the browser's own. */
export type Lang = 'en' | 'ja';

const POSIX_LOCALE: Record<Exclude<Lang, 'en'>, string> = { ja: 'ja_JP' };

const folders: string[] = [];

/** The MiniBrowser binary to start for `lang`: the browser itself for English, else a script that sets the locale. */
export function miniBrowserIn(lang: Lang, miniBrowser: string): string {
  if (lang === 'en') return miniBrowser;
  const locale = `${POSIX_LOCALE[lang]}.UTF-8`;
  const folder = mkdtempSync(join(tmpdir(), 'talkie-webkit-locale-'));
  folders.push(folder);
  try {
    execFileSync('localedef', ['-i', POSIX_LOCALE[lang], '-f', 'UTF-8', join(folder, locale)], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `could not compile the ${locale} locale (localedef; Debian's "locales" package has its sources): ${String(error)}`,
    );
  }
  const script = join(folder, 'minibrowser');
  writeFileSync(
    script,
    `#!/bin/sh\nexport LOCPATH='${folder}' LC_ALL='${locale}' LANG='${locale}' LANGUAGE='${lang}'\nexec '${miniBrowser}' "$@"\n`,
  );
  chmodSync(script, 0o755);
  return script;
}

/** Removes the compiled locales. */
export function removeLocales(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}
