import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compileDocument } from '../lib/document-markup.ts';

const DOCUMENT_QUERY = /\.md\?document$/;

/**
 * `import x from './terms/en.md?document'` gives the document compiled at build time: `{ title,
 * effective, toc, html }` as plain data. The converter runs here, in Node, and never reaches the page;
 * each document and language imported through `import.meta.glob` is its own lazy chunk.
 */
export function documents(): Plugin {
  return {
    name: 'talkie-documents',
    enforce: 'pre',
    load(id) {
      if (!DOCUMENT_QUERY.test(id)) return null;
      const file = id.replace(/\?document$/, '');
      this.addWatchFile(file);
      const { title, effective, toc, html } = compileDocument(readFileSync(file, 'utf8'), file);
      return { code: `export default ${JSON.stringify({ title, effective, toc, html })};`, map: null };
    },
  };
}
