import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { HOME_TARGET, OpenAppButton } from '@/kernel/open-app';
import { config } from '@/platform/config';
import { PageWrapper } from '@/ui/page-wrapper';
import { uiMessages } from '@/ui/messages';
import { useShell } from '@/ui/shell-context';
import { Icon } from '@/ui/icons';

const fallbackMessages = {
  explain: msg`The link may be old or mistyped. Here is where you can go instead:`,
  openApp: msg`Open Talkie`,
  help: msg`Help center`,
  website: msg`Talkie website`,
} as const;

/**
 * The catch-all page for unknown paths and unknown documents. Back alone is no way on (a mistyped link
 * opened in a fresh tab has nothing to go back to), so the page offers the product: open the app (its
 * home tab), the help center, and outside the app the product's website.
 */
export function FallbackPage() {
  const { _ } = useLingui();
  const shell = useShell();
  const website = new URL(config.appOpen.downloadPageUrl).origin;
  return (
    <PageWrapper page="fallback">
      <section className="tk-error" data-testid="fallback-page">
        <span className="tk-error__icon">
          <Icon name="compass" />
        </span>
        <p className="tk-error__text">{_(uiMessages.pageNotFound)}</p>
        <p className="tk-error__hint">{_(fallbackMessages.explain)}</p>
        <nav className="tk-error__actions" aria-label={_(fallbackMessages.explain)}>
          <OpenAppButton
            label={_(fallbackMessages.openApp)}
            target={HOME_TARGET}
            fromPage="fallback"
            entrance="fallback"
            testId="fallback-open-app"
          />
          <Link to="/feedback_help" className="tk-button tk-button--ghost" data-testid="fallback-help">
            {_(fallbackMessages.help)}
          </Link>
          {shell.host.isNativeApp ? null : (
            <a href={website} className="tk-button tk-button--ghost" data-testid="fallback-website">
              {_(fallbackMessages.website)}
            </a>
          )}
        </nav>
      </section>
    </PageWrapper>
  );
}
