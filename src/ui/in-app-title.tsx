import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import type { PageName } from '@/platform/route-catalog';
import { headerShown } from './header';
import { pageTitle } from './page-titles';
import { useShell } from './shell-context';

/**
 * Inside the app, which draws the header itself: hands it the page's title (bridge setPageTitle) and
 * keeps the title visible as the page's own heading. For the event pages, whose content names nothing
 * else. A component of its own rather than a PageWrapper option: only those lazily loaded pages pay for it.
 */
export function InAppTitle({ page }: { page: PageName }) {
  const { _ } = useLingui();
  const shell = useShell();
  const text = _(pageTitle(page));
  const inApp = shell.host.isNativeApp;
  useEffect(() => {
    if (inApp) shell.setPageTitle(text);
  }, [shell, text, inApp]);
  if (!inApp || headerShown(shell, undefined)) return null;
  return (
    <h1 className="tk-page__title" data-testid="page-title">
      {text}
    </h1>
  );
}
