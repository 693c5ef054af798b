/**
 * Puts an inline script right after `<meta charset>`: ahead of every stylesheet (a script after a
 * pending stylesheet waits for it) while the charset stays within the first 1024 bytes of the page.
 * Scripts inserted later land before earlier ones. `before` is markup put just ahead of the script.
 */
export function insertAfterCharset(html: string, script: string, before = ''): string {
  const tag = `${before}<script>${script.replace(/<\/script/gi, '<\\/script')}</script>`;
  const charset = /<meta\s+charset=["']?[^"'>\s]+["']?\s*\/?>/i.exec(html);
  if (!charset) throw new Error('index.html has no <meta charset>');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/** Files index.html loads as module scripts (`<script type="module" src="/…">`), without the leading slash. */
export function moduleScriptFiles(html: string): string[] {
  return [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1] ?? '');
}
