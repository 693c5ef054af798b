import { useLingui } from '@lingui/react';
import type { Locale } from '@/platform/brand';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import type { DocumentId } from './document-ids';
import { documentSource } from './document-sources';
import { loadedDocument } from './document-preload';
import { DocumentView } from './document-view';
import { documentsConfig } from './documents-config';
import { useLoaded } from './use-loaded';

/** Loads one document's text (its own chunk) for the page's language and shows it, with loading and retry. */
export function DocumentText({ doc }: { doc: DocumentId }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const source = documentSource(doc, locale);
  // The text the route's loader has (the server's HTML shows the same) is in the first render.
  const { state, retry } = useLoaded(
    `${doc}:${source?.locale ?? ''}`,
    () => (source ? source.load() : Promise.reject(new Error(`no text for ${doc}`))),
    documentsConfig.documentLoadTimeoutMs,
    loadedDocument(doc, locale),
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed' || !source) return <ErrorPanel kind="network" onRetry={retry} />;
  return <DocumentView data={state.data} lang={source.locale} />;
}
