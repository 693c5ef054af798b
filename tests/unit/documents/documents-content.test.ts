import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocuments, isAppPath } from '../../../scripts/lib/document-check';
import { compileDocument } from '../../../scripts/lib/document-markup';

const contentDir = join(__dirname, '../../../docs-content');
const LOCALES = ['en', 'zh', 'es', 'pt', 'ja'];
/** The twelve documents, by their folder. */
const TWELVE = [
  'service',
  'privacy',
  'story_guide',
  'faq',
  'image',
  'guide',
  'about',
  'creator_guide',
  'moment_guide',
  'vip_contract',
  'community_covenant',
  'about_stories',
];
const LEGAL = ['service', 'privacy', 'vip_contract', 'community_covenant'];

const read = (doc: string, locale: string) =>
  compileDocument(readFileSync(join(contentDir, doc, `${locale}.md`), 'utf8'));
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('the documents', () => {
  it('every document exists in every language, compiles, and every link inside leads to a page (and anchor) of the app', () => {
    const report = checkDocuments(contentDir);
    expect(report.problems).toEqual([]);
    expect(report.gaps).toEqual([]);
    expect(report.compiled).toBeGreaterThanOrEqual(TWELVE.length * LOCALES.length);
    expect(report.links).toBeGreaterThan(100);
  });

  it.each(TWELVE)('%s has real text in five languages, with the same sections in each', (doc) => {
    const en = read(doc, 'en');
    expect(words(en.html)).toBeGreaterThanOrEqual(150);
    for (const locale of LOCALES) {
      const text = read(doc, locale);
      expect(text.title.length).toBeGreaterThan(0);
      // A faithful translation keeps the structure: same number of links and of table of contents entries.
      expect(text.links.length).toBe(en.links.length);
      expect(text.toc.map((t) => t.id)).toEqual(en.toc.map((t) => t.id));
      expect(text.effective).toBe(en.effective);
    }
  });

  it.each(LEGAL)('%s (long legal text) has a table of contents and an effective date', (doc) => {
    const en = read(doc, 'en');
    expect(en.toc.length).toBeGreaterThanOrEqual(5);
    expect(en.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(words(en.html)).toBeGreaterThanOrEqual(350);
  });

  it('the texts state the product rules: gems expire after 180 days, records keep 30 days, deletion takes 7 days', () => {
    const faq = read('faq', 'en').html;
    expect(faq).toContain('180 days');
    expect(faq).toContain('30 days');
    expect(read('privacy', 'en').html).toContain('7-day');
  });

  it('a missing translation is reported as a gap, a missing English text or a broken link as a problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-'));
    const put = (doc: string, locale: string, body: string) => {
      mkdirSync(join(dir, doc), { recursive: true });
      writeFileSync(join(dir, doc, `${locale}.md`), `---\ntitle: ${doc}\n---\n${body}\n`);
    };
    put('faq', 'en', '## Q {#q}\nSee [terms](/static/service) and [here](#q).');
    put('faq', 'ja', 'See [nowhere](/no/such/page) and [bad anchor](/static/faq#missing).');
    put('about', 'zh', 'Only Chinese.');
    const report = checkDocuments(dir, ['faq', 'about']);
    expect(report.gaps).toEqual(['faq/zh', 'faq/es', 'faq/pt', 'about/es', 'about/pt', 'about/ja']);
    expect(report.problems).toEqual([
      'about/en.md is missing: the document has no text at all',
      'faq/ja.md: link to /no/such/page: no such page',
      'faq/ja.md: link to /static/faq#missing: no such anchor',
    ]);
  });

  it('knows the pages of the app', () => {
    expect(isAppPath('/static/privacy')).toBe(true);
    expect(isAppPath('/level/doc/quest')).toBe(true);
    expect(isAppPath('/record/gems')).toBe(true);
    expect(isAppPath('/static/nothing')).toBe(false);
    expect(isAppPath('/level/doc/unknown')).toBe(false);
    expect(isAppPath('/record/card')).toBe(true);
    expect(isAppPath('/record/coins')).toBe(false);
  });
});

describe('no Markdown parser reaches the page', () => {
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
    });

  it('no module of the app imports the converter or a Markdown package (npm run size checks the built chunks too)', () => {
    const offenders = filesUnder(join(__dirname, '../../../src')).filter((file) =>
      /from ['"][^'"]*(document-markup|marked|markdown-it|micromark|remark|showdown|commonmark|snarkdown)['"]/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('documents reach the page as compiled data: the build plugin gives HTML, never the source', async () => {
    const { documents } = await import('../../../scripts/vite/documents');
    const plugin = documents() as unknown as {
      load: (this: { addWatchFile(f: string): void }, id: string) => { code: string } | null;
    };
    const out = plugin.load.call(
      { addWatchFile: () => undefined },
      `${join(contentDir, 'vip_contract', 'es.md')}?document`,
    );
    expect(out?.code).toMatch(
      /^export default \{"title":"Acuerdo de membresía de Talkie","effective":"2026-11-01","toc":\[/,
    );
    expect(out?.code).toContain('<table>');
    expect(out?.code).not.toContain('|---|');
    expect(plugin.load.call({ addWatchFile: () => undefined }, '/src/app.tsx')).toBeNull();
  });
});
