import type { Locale } from '@/platform/brand';
import type { DocumentId } from './document-ids';

/** A document as the build compiled it (scripts/lib/document-markup.ts). */
export interface DocumentData {
  readonly title: string;
  readonly effective: string | null;
  readonly toc: readonly { readonly id: string; readonly text: string }[];
  readonly html: string;
}

// One lazy chunk per document and language, compiled at build time by scripts/vite/documents.ts.
const sources = import.meta.glob<DocumentData>('/docs-content/*/*.md', { query: '?document', import: 'default' });

export interface DocumentSource {
  /** The language the text is in: the visitor's, or en when that translation is missing. */
  readonly locale: Locale;
  readonly load: () => Promise<DocumentData>;
}

type Sources = Readonly<Record<string, () => Promise<DocumentData>>>;

/** The visitor's language if the document has it, else English; null for a document with no text at all. */
export function documentSource(doc: DocumentId, locale: Locale, available: Sources = sources): DocumentSource | null {
  for (const candidate of locale === 'en' ? (['en'] as const) : ([locale, 'en'] as const)) {
    const load = available[`/docs-content/${doc}/${candidate}.md`];
    if (load) return { locale: candidate, load };
  }
  return null;
}
