import type { PageName } from '@/platform/route-catalog';
import { PageWrapper } from '@/ui/page-wrapper';

/** A page whose content arrives with its own issue: for now it shows its header and title. */
export function SimplePage({ page }: { page: PageName }) {
  return <PageWrapper page={page} />;
}
