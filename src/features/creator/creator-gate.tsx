import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { OpenAppButton, type OpenAppTarget } from '@/kernel/open-app';
import { LoginPrompt } from '@/kernel/session/login-prompt';
import { SessionGate } from '@/kernel/session/session-gate';
import { useServices, useSession } from '@/kernel/session/app-context';
import type { PageName } from '@/platform/route-catalog';
import { useHydrated } from '@/ui/local-time';
import { PageWrapper } from '@/ui/page-wrapper';
import { pageTitle } from '@/ui/page-titles';
import { useShell } from '@/ui/shell-context';
import { Card, Note } from '@/ui/blocks';
import { creatorMessages as m } from './messages';
import { useAppLogin } from './use-app-login';

/**
 * Creator tools need the app's real-name account: inside the app the native login, in a browser a
 * prompt to open this page in the app. Children render once a real-name session is ready; until the
 * login is ready, `fallback` (the page's frame, the same for everyone: what the server renders
 * without the visitor's session).
 */
export function RealNameGate({
  page,
  fallback,
  children,
}: {
  page: PageName;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <SessionGate fallback={fallback}>
      <RealNameOnly page={page}>{children}</RealNameOnly>
    </SessionGate>
  );
}

function RealNameOnly({ page, children }: { page: PageName; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'ready' && !session.isAnonymous) return <>{children}</>;
  return <RealNameLogin page={page} />;
}

function RealNameLogin({ page }: { page: PageName }) {
  const { _ } = useLingui();
  const { host } = useServices();
  const login = useAppLogin();
  // The server (an anonymous visitor's cookie) has no location: the page's address once hydrated.
  const hydrated = useHydrated();
  const target: OpenAppTarget = { target: 'webView', params: { url: hydrated ? location.href : '' } };
  return (
    <LoginPrompt
      inApp={host.isNativeApp}
      phase={login.phase}
      onLogIn={login.start}
      openApp={{ label: _(m.openApp), target, fromPage: page, testId: 'creator-open-app' }}
    />
  );
}

/** Shown to an account that is not a creator: why the page is empty, and the way to become one. */
export function NotCreator({ page }: { page: PageName }) {
  const { _ } = useLingui();
  return (
    <Card aria-labelledby="cr-not-creator" data-testid="not-creator">
      <h2 id="cr-not-creator" className="cr-card__title">
        {_(m.notCreatorTitle)}
      </h2>
      <Note>{_(m.notCreatorText)}</Note>
      <OpenAppButton
        label={_(m.createInApp)}
        target={{ target: 'createNpc', params: { entrance: 'h5_creator' } }}
        fromPage={page}
        entrance="not_creator"
        testId="become-creator"
      />
    </Card>
  );
}

/**
 * The page wrapper of the creator pages. Inside the app the header (and its h1) is hidden, as the app
 * draws its own title bar; the page then keeps a visually hidden h1 for screen readers.
 */
export function CreatorPageWrapper({
  page,
  title,
  children,
}: {
  page: PageName;
  title?: string | undefined;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  const shell = useShell();
  const headerHidden = shell.host.isNativeApp && shell.params.transparent !== true;
  return (
    <PageWrapper page={page} className="cr-area" {...(title ? { title } : {})}>
      {headerHidden ? <h1 className="tk-visually-hidden">{title ?? _(pageTitle(page))}</h1> : null}
      {children}
    </PageWrapper>
  );
}
