import type { PageName } from '@/platform/route-catalog';
import { PageWrapper } from '@/ui/page-wrapper';
import type { DocumentId } from './document-ids';
import { DocumentText } from './document-text';
import './documents.css';

/** A page that is one document in the visitor's language (en when it has no translation). */
export function DocumentPage({ page, doc }: { page: PageName; doc: DocumentId }) {
  return (
    <PageWrapper page={page}>
      <DocumentText doc={doc} />
    </PageWrapper>
  );
}
