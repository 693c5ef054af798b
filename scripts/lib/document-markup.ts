/**
 * The documents' source format, compiled at build time (scripts/vite/documents.ts) so that no
 * Markdown parser ships to the page. A small, strict subset of Markdown:
 *
 *   ---                         front matter: `title:` (required), `effective:` (YYYY-MM-DD),
 *   title: Terms of Service     `toc: true` (a table of contents from the `##` headings)
 *   ---
 *   ## Heading {#anchor}        `##` and `###` headings; the anchor is optional (else made from the text)
 *   Paragraph text              lines joined until a blank line
 *   - item / 1. item            lists (one level)
 *   | a | b |                   tables: header row, `|---|` row, body rows
 *   **strong**, *emphasis*, [text](/path or https://… or #anchor)
 *
 * Anything else is an error, so a typo fails the build instead of reaching a reader.
 */

/** Only this converter holds this text: the bundle check (npm run size) fails if it reaches dist/. */
export const MARKUP_CONVERTER_SIGNATURE = 'talkie-document-markup-converter';

export interface TocEntry {
  readonly id: string;
  readonly text: string;
}

export interface CompiledDocument {
  readonly title: string;
  /** ISO date the text takes effect, for legal documents. */
  readonly effective: string | null;
  readonly toc: readonly TocEntry[];
  readonly html: string;
  /** Every href in the text, for the link check. */
  readonly links: readonly string[];
  /** Every anchor id in the text. */
  readonly anchors: readonly string[];
}

export class MarkupError extends Error {}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A heading's anchor from its text: lower-case letters and digits joined by '-' (non-Latin text keeps its characters).
 */
export function slugOf(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[*_[\]()`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

const SAFE_HREF = /^(\/[A-Za-z0-9_\-/]*(#[A-Za-z0-9_-]+)?|#[A-Za-z0-9_-]+|https:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/;

/** Inline markup: escapes text, then **strong**, *emphasis* and [links](href). */
function inline(text: string, links: string[], where: string): string {
  let out = '';
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    out += escapeHtml(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] !== undefined && match[2] !== undefined) {
      const href = match[2];
      if (!SAFE_HREF.test(href)) throw new MarkupError(`${where}: link target not allowed: ${href}`);
      links.push(href);
      const external = href.startsWith('https://');
      out += `<a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${inline(match[1], links, where)}</a>`;
    } else if (match[3] !== undefined) {
      out += `<strong>${escapeHtml(match[3])}</strong>`;
    } else if (match[4] !== undefined) {
      out += `<em>${escapeHtml(match[4])}</em>`;
    }
  }
  return out + escapeHtml(text.slice(last));
}

function frontMatter(lines: string[], where: string): { meta: Map<string, string>; body: string[] } {
  if (lines[0]?.trim() !== '---') throw new MarkupError(`${where}: front matter (---) missing`);
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new MarkupError(`${where}: front matter not closed`);
  const meta = new Map<string, string>();
  for (const line of lines.slice(1, end)) {
    const m = /^([a-z]+):\s*(.*)$/.exec(line.trim());
    if (!m?.[1]) throw new MarkupError(`${where}: bad front matter line: ${line}`);
    meta.set(m[1], (m[2] ?? '').trim());
  }
  return { meta, body: lines.slice(end + 1) };
}

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** Compiles one document's source into its title, table of contents and HTML. */
export function compileDocument(source: string, where = 'document'): CompiledDocument {
  // Also keeps the signature in this function's code: a bundled converter would carry it (npm run size).
  if (source.includes(MARKUP_CONVERTER_SIGNATURE)) throw new MarkupError(`${where}: reserved text`);
  const { meta, body } = frontMatter(source.replace(/\r\n?/g, '\n').split('\n'), where);
  const title = meta.get('title');
  if (!title) throw new MarkupError(`${where}: title missing`);
  const effective = meta.get('effective') ?? null;
  if (effective !== null && !/^\d{4}-\d{2}-\d{2}$/.test(effective))
    throw new MarkupError(`${where}: effective must be YYYY-MM-DD`);
  const wantsToc = meta.get('toc') === 'true';

  const html: string[] = [];
  const toc: TocEntry[] = [];
  const links: string[] = [];
  const anchors: string[] = [];
  let i = 0;
  const at = () => `${where}:${i + 1 + (source.split('\n').length - body.length)}`;

  while (i < body.length) {
    const line = body[i] ?? '';
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }
    const heading = /^(#{2,3})\s+(.+?)(?:\s+\{#([A-Za-z0-9_-]+)\})?$/.exec(trimmed);
    if (heading?.[1] && heading[2]) {
      const level = heading[1].length;
      const text = heading[2];
      const id = heading[3] ?? slugOf(text);
      if (anchors.includes(id)) throw new MarkupError(`${at()}: duplicate anchor #${id}`);
      anchors.push(id);
      if (level === 2) toc.push({ id, text: text.replace(/\*/g, '') });
      html.push(`<h${level} id="${id}">${inline(text, links, at())}</h${level}>`);
      i++;
      continue;
    }
    if (/^#/.test(trimmed)) throw new MarkupError(`${at()}: only ## and ### headings are allowed`);
    if (trimmed.startsWith('|')) {
      const rows: string[] = [];
      while (i < body.length && (body[i] ?? '').trim().startsWith('|')) rows.push((body[i++] ?? '').trim());
      const [head, rule, ...rest] = rows;
      if (!head || !rule || !/^\|?\s*:?-{3,}/.test(rule))
        throw new MarkupError(`${at()}: a table needs a header row and a |---| row`);
      const headCells = cellsOf(head);
      const bodyRows = rest.map((r) => {
        const cells = cellsOf(r);
        if (cells.length !== headCells.length)
          throw new MarkupError(`${at()}: table row has ${cells.length} cells, header ${headCells.length}`);
        return `<tr>${cells.map((c) => `<td>${inline(c, links, at())}</td>`).join('')}</tr>`;
      });
      html.push(
        `<div class="tk-doc__table" role="region" aria-label="${escapeHtml(headCells.join(', '))}" tabindex="0"><table><thead><tr>${headCells.map((c) => `<th scope="col">${inline(c, links, at())}</th>`).join('')}</tr></thead><tbody>${bodyRows.join('')}</tbody></table></div>`,
      );
      continue;
    }
    const listKind = /^-\s+/.test(trimmed) ? 'ul' : /^\d+\.\s+/.test(trimmed) ? 'ol' : null;
    if (listKind) {
      const marker = listKind === 'ul' ? /^-\s+/ : /^\d+\.\s+/;
      const items: string[] = [];
      while (i < body.length && marker.test((body[i] ?? '').trim())) {
        let item = (body[i++] ?? '').trim().replace(marker, '');
        // Continuation lines (indented) belong to the item.
        while (i < body.length && /^\s{2,}\S/.test(body[i] ?? '')) item += ` ${(body[i++] ?? '').trim()}`;
        items.push(`<li>${inline(item, links, at())}</li>`);
      }
      html.push(`<${listKind}>${items.join('')}</${listKind}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < body.length) {
      const next = (body[i] ?? '').trim();
      if (!next || /^(#|\||-\s|\d+\.\s)/.test(next)) break;
      paragraph.push(next);
      i++;
    }
    html.push(`<p>${inline(paragraph.join(' '), links, at())}</p>`);
  }
  return { title, effective, toc: wantsToc ? toc : [], html: html.join('\n'), links, anchors };
}
