import { useLingui } from '@lingui/react';
import { PageWrapper } from '@/ui/page-wrapper';
import { uiMessages } from '@/ui/messages';
import { Icon } from '@/ui/icons';

/** The catch-all page for unknown paths and unknown documents. */
export function FallbackPage() {
  const { _ } = useLingui();
  return (
    <PageWrapper page="fallback">
      <section className="tk-error" data-testid="fallback-page">
        <span className="tk-error__icon">
          <Icon name="compass" />
        </span>
        <p className="tk-error__text">{_(uiMessages.pageNotFound)}</p>
      </section>
    </PageWrapper>
  );
}
