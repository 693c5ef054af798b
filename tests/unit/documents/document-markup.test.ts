import { describe, expect, it } from 'vitest';
import { compileDocument, MarkupError, slugOf } from '../../../scripts/lib/document-markup';

const doc = (body: string, meta = 'title: T') => `---\n${meta}\n---\n${body}`;

describe('document markup converter', () => {
  it('compiles headings with anchors, paragraphs, lists, links, emphasis and tables', () => {
    const out = compileDocument(
      doc(
        [
          '## First part {#first}',
          'A **bold** and *soft* line',
          'joined to the next.',
          '',
          '- one [terms](/static/service)',
          '- two',
          '',
          '1. step',
          '2. step two',
          '',
          '### Sub part',
          '| Level | XP |',
          '|---|---|',
          '| 1 | 0 |',
        ].join('\n'),
        'title: Guide\neffective: 2026-11-01\ntoc: true',
      ),
    );
    expect(out.title).toBe('Guide');
    expect(out.effective).toBe('2026-11-01');
    expect(out.toc).toEqual([{ id: 'first', text: 'First part' }]);
    expect(out.html).toContain('<h2 id="first">First part</h2>');
    expect(out.html).toContain('<p>A <strong>bold</strong> and <em>soft</em> line joined to the next.</p>');
    expect(out.html).toContain('<ul><li>one <a href="/static/service">terms</a></li><li>two</li></ul>');
    expect(out.html).toContain('<ol><li>step</li><li>step two</li></ol>');
    expect(out.html).toContain('<h3 id="sub-part">Sub part</h3>');
    expect(out.html).toContain('<th scope="col">Level</th>');
    expect(out.html).toContain('<td>1</td><td>0</td>');
    expect(out.html).toMatch(/<div class="tk-doc__table"[^>]*tabindex="0"><table>/);
    expect(out.links).toEqual(['/static/service']);
    expect(out.anchors).toEqual(['first', 'sub-part']);
  });

  it('escapes text: markup in a document is shown, never run', () => {
    const out = compileDocument(doc('<script>alert(1)</script> & "x"'));
    expect(out.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>');
  });

  it('opens outside links in a new tab and refuses javascript: links', () => {
    expect(compileDocument(doc('[site](https://talkie-ai.com)')).html).toContain(
      'target="_blank" rel="noopener noreferrer"',
    );
    expect(() => compileDocument(doc('[x](javascript:alert(1))'))).toThrow(MarkupError);
  });

  it('builds a table of contents only when asked', () => {
    expect(compileDocument(doc('## A')).toc).toEqual([]);
  });

  it.each([
    ['no front matter', '# Title'],
    ['no title', doc('text', 'toc: true')],
    ['a bad date', doc('text', 'title: T\neffective: 1 Nov')],
    ['a level-1 heading', doc('# Big')],
    ['a table without its rule row', doc('| a | b |\n| 1 | 2 |')],
    ['a row with a missing cell', doc('| a | b |\n|---|---|\n| 1 |')],
    ['two headings with one anchor', doc('## A {#x}\n## B {#x}')],
  ])('refuses %s', (_name, source) => {
    expect(() => compileDocument(source)).toThrow(MarkupError);
  });

  it('makes anchors from heading text, keeping letters of any script', () => {
    expect(slugOf('Gems, memberships & purchases')).toBe('gems-memberships-purchases');
    expect(slugOf('宝石与会员')).toBe('宝石与会员');
  });
});
