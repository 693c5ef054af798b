import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { chooseLocale, testLocale } from '@/platform/language';
import { whenIdle, yieldToMain } from '@/platform/idle';
import { activateLocale, i18n } from '@/i18n/i18n';
import { createAppServices } from '@/services/app-services';
import { createShell } from '@/app/shell';
import { createAppRouter } from '@/app/router';
import { AppRoot } from '@/app/app-root';
import { currentEnvironment } from '@/platform/environment';
import { currentGlobalParams } from '@/platform/url-params';
import { debugEnabled } from '@/services/debug/debug-enabled';
import { adoptRenderedAnswers, endTakeOver } from '@/kernel/data/remote-cache';
import { takeRenderedState } from '@/kernel/data/rendered-state';
import '@/ui/ui.css';

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  // A page the server rendered (the share pages) is hydrated, in the language it was rendered in.
  const rendered = root.firstElementChild !== null;
  // Its content is already on screen: start-up runs as several short tasks, so a tap or a scroll is
  // never held up for long. A page rendered here has nothing to show until it finishes, so no pauses.
  const pause = rendered ? () => yieldToMain() : () => Promise.resolve();
  // `?debug=true` outside production: the error log and the simulated shell must be in place before
  // the services read the user agent and look for the bridge. Production never loads the debug chunk.
  const params = currentGlobalParams();
  const environment = currentEnvironment();
  if (debugEnabled(params, environment)) {
    const { startDebugTools } = await import('@/services/debug');
    await startDebugTools({ params, environment, search: location.search });
  }
  // What the first screen does not need loads after the first paint, when the page is idle.
  const services = createAppServices(window, { later: () => whenIdle() });
  await pause();
  // Auth starts at boot from its own chunk (XState and the machine): after the first paint, or at once
  // when a page needs the login.
  const auth = () => import('@/kernel/session/auth-flow').then((m) => m.startAuth(services));
  // The answers the server's HTML shows become the client's first answers (kernel/data): the first
  // render shows the same, and no loader asks for them again.
  const renderedState = rendered ? takeRenderedState() : null;
  if (renderedState) adoptRenderedAnswers(services.client, renderedState.answers);
  const router = createAppRouter({ client: services.client });
  const shell = createShell(services, router);
  await pause();
  // The router then renders the same boundaries as it did on the server. `router.ssr` is an internal of
  // TanStack Router (its public SSR API dehydrates the whole router instead); share-ssr.spec.ts pins it:
  // the server's markup must be hydrated, not replaced.
  if (rendered) router.ssr = { manifest: undefined };
  // The catalog and the first route's code load side by side.
  // A rendered page keeps the language it was rendered in; tests outside production may pick one (testLocale).
  const locale = rendered
    ? chooseLocale([document.documentElement.lang])
    : (testLocale(window, environment) ?? chooseLocale(navigator.languages));
  await Promise.all([activateLocale(locale), router.load()]);
  endTakeOver(services.client);
  await pause();
  const renderedFor = renderedState?.session;
  const tree = (
    <AppRoot
      i18n={i18n}
      services={services}
      auth={auth}
      shell={shell}
      router={router}
      renderedSession={renderedFor && { status: 'ready', failure: null, ...renderedFor }}
    />
  );
  // Hydration as a transition: React yields to the browser between pieces, so a tap is never held up long.
  // A control tapped before then is tapped again once it is hydrated (the page's inline script, early-taps.ts).
  if (rendered) startTransition(() => void hydrateRoot(root, tree));
  else createRoot(root).render(tree);
}

// Started from a task of its own, not inside the boot chunk's evaluation.
setTimeout(() => void boot(), 0);
