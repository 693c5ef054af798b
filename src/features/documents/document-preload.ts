import { pageLocale } from '@/i18n/i18n';
import type { Locale } from '@/platform/brand';
import type { DocumentId } from './document-ids';
import { documentSource, type DocumentData } from './document-sources';
import { documentsConfig } from './documents-config';
import { withTimeout } from './use-loaded';

/**
 * Documents a route loader has loaded, by document and language. They are the build's own text, the
 * same for every visitor (on the server too), so one map serves all: no visitor's data is in it.
 */
const loaded = new Map<string, DocumentData>();

const keyOf = (doc: DocumentId, locale: Locale): string => `${doc}:${locale}`;

/** The document's text in the visitor's language (or en) if a loader already has it: the first render shows it. */
export function loadedDocument(doc: DocumentId, locale: Locale): DocumentData | null {
  const source = documentSource(doc, locale);
  return source ? (loaded.get(keyOf(doc, source.locale)) ?? null) : null;
}

/**
 * A document route's loader: loads the text before the page renders, so the server's HTML carries it
 * and the browser hydrates it as it is. `locale` is the server render's; the browser's is the page's.
 * A failure or a slow chunk is left to the page, which shows its loading state and Retry.
 */
export async function preloadDocument(doc: DocumentId, locale?: Locale): Promise<void> {
  const source = documentSource(doc, locale ?? (await pageLocale()));
  if (!source) return;
  try {
    loaded.set(keyOf(doc, source.locale), await withTimeout(source.load(), documentsConfig.documentLoadTimeoutMs));
  } catch {
    // The page's own load shows the failure, with Retry.
  }
}
