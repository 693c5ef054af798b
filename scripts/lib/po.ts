/**
 * Just enough of the gettext PO format for the catalogs Lingui writes: comment lines, msgctxt, msgid and
 * msgstr (single or multi-line). Used by the catalog check and the translation sync.
 */
export interface PoEntry {
  comments: string[];
  msgctxt?: string;
  msgid: string;
  msgstr: string;
}

const unquote = (line: string): string => JSON.parse(line.trim()) as string;

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | null = null;
  let field: 'msgid' | 'msgstr' | 'msgctxt' | null = null;
  const flush = () => {
    if (current) entries.push(current);
    current = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line === '') {
      flush();
      continue;
    }
    current ??= { comments: [], msgid: '', msgstr: '' };
    const m = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (line.startsWith('#')) current.comments.push(line);
    else if (m) {
      field = m[1] as 'msgid' | 'msgstr' | 'msgctxt';
      current[field] = unquote(m[2] ?? '""');
    } else if (line.startsWith('"') && field) current[field] = (current[field] ?? '') + unquote(line);
  }
  flush();
  return entries;
}

const quote = (s: string): string => JSON.stringify(s);

export function stringifyPo(entries: readonly PoEntry[]): string {
  return (
    entries
      .map((e) => {
        const lines = [...e.comments];
        if (e.msgctxt !== undefined) lines.push(`msgctxt ${quote(e.msgctxt)}`);
        if (e.msgid === '' && e.msgstr.includes('\n')) {
          lines.push('msgid ""', 'msgstr ""', ...e.msgstr.split(/(?<=\n)/).map(quote));
        } else {
          lines.push(`msgid ${quote(e.msgid)}`, `msgstr ${quote(e.msgstr)}`);
        }
        return lines.join('\n');
      })
      .join('\n\n') + '\n'
  );
}
