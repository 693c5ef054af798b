import { setupI18n, type I18n } from '@lingui/core';
import { AppRoot } from '@/app/app-root';
import type { AuthActor } from '@/kernel/session/session-types';
import type { SessionView } from '@/kernel/session/session-view';
import { readCookie } from '@/services/storage/cookies';
import { renderedAnswers, renderedStateScript, renderedWithoutSomeData } from '@/kernel/data';
import { type HeadMeta, type PageContent } from '@/kernel/page-head';
import { ogLocale, previewMeta, SITE_NAME } from '@/kernel/page-preview';
import { catalogLoaders } from '@/i18n/i18n';
import { loadAllRouteCatalogs } from '@/i18n/route-catalogs';
import { formatPageVariant, PAGE_VARIANT_HEADER, pageVariantFor, parsePageVariant } from '@/platform/page-variant';
import { PAGE_NAMES, type PageName } from '@/platform/route-catalog';
import { parseGlobalParams } from '@/platform/url-params';
import { uiMessages } from '@/ui/messages';
import { pageTitle } from '@/ui/page-titles';
import { headTags } from './head-tags';
import { isNotFound, loadRouter, redirectOf, routeHeads } from './router-result';
import { visitorSession } from './visitor-session';
import { isPersonalPath, isServerRenderedPath, renderConfig } from './render-config';
import { createServerServices, createServerShell } from './server-services';
import { renderToHtml } from './render-to-html';

export interface PageRenderRequest {
  /** Path and query as the visitor asked for them. */
  readonly url: string;
  /** The public origin of the page (canonical and og:url), e.g. https://h5.talkie-ai.com. */
  readonly origin: string;
  readonly userAgent: string;
  readonly acceptLanguage: string;
  /**
   * The page variant a CDN edge computed from those two (PAGE_VARIANT_HEADER): when it is one this build
   * writes, the page is rendered for it alone and says so in `Vary`, so the cache keys on it.
   */
  readonly pageVariant?: string | undefined;
  /** Where the renderer reaches the Weaver API. */
  readonly apiBaseUrl: string;
  /** Headers for the renderer's API calls (e.g. the visitor's Host, so media URLs name the public origin). */
  readonly apiHeaders?: Readonly<Record<string, string>>;
  /**
   * The API's public origin, when `apiBaseUrl` is an address only the renderer reaches: the URLs the API
   * writes on that address are moved to this origin, so the HTML never names it (public-origin.ts).
   */
  readonly publicApiOrigin?: string | undefined;
  /** Default renderConfig.budgetMs. */
  readonly budgetMs?: number;
  /** The request's Cookie header: on a personal page, the app's auth cookie renders it with the visitor's session. */
  readonly cookie?: string | undefined;
}

export interface RenderedPage {
  readonly status: number;
  /** `<html lang>`: the language the page was rendered in (the browser hydrates in it). */
  readonly lang: string;
  /** Title, description, canonical, Open Graph and Twitter tags. */
  readonly head: string;
  /** The page's markup, for #root. */
  readonly body: string;
  /** The script element with the answers the page shows (JSON, escaped). */
  readonly state: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Query parameters that only track how a link travelled: left out of the canonical URL. */
const TRACKING_PARAMS = new Set([
  'share_trace_id',
  'share_clk_type',
  'refer_page_name',
  'debug',
  'debug_shell',
  'transparent',
]);

/** The page name the page's wrapper writes on its markup (`data-page`), for its title. */
function pageNameIn(body: string): PageName | null {
  const name = /\bdata-page="([a-z0-9_]+)"/.exec(body)?.[1];
  return name && (PAGE_NAMES as readonly string[]).includes(name) ? (name as PageName) : null;
}

/**
 * Renders one page for one visitor: a fresh router, language, services and shell per request, nothing
 * shared between visitors. Returns null for a path the server does not render (the browser renders
 * those from index.html).
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.origin);
  // The simulated app of `?debug_shell=` changes the user agent in the browser only: rendered there.
  if (!isServerRenderedPath(url.pathname) || url.searchParams.has('debug_shell')) return null;
  const budgetMs = request.budgetMs ?? renderConfig.budgetMs;

  const edgeVariant = parsePageVariant(request.pageVariant);
  const variant = edgeVariant ?? pageVariantFor(request.userAgent, request.acceptLanguage);
  const locale = variant.locale;
  const i18n: I18n = setupI18n();
  const [{ messages }] = await Promise.all([catalogLoaders[locale](), loadAllRouteCatalogs(i18n, locale)]);
  i18n.load(locale, messages);
  i18n.activate(locale);

  // A personal page with the app's auth cookie renders with that session; any other page never reads it.
  const authToken =
    isPersonalPath(`${url.pathname}${url.search}`) && request.cookie
      ? readCookie({ cookie: request.cookie }, 'authToken') || null
      : null;
  const servicesWith = (token: string | null) =>
    createServerServices({
      host: variant.host,
      hostname: url.hostname,
      apiBaseUrl: request.apiBaseUrl,
      timeoutMs: budgetMs * 10,
      authToken: token,
      ...(request.apiHeaders ? { headers: request.apiHeaders } : {}),
      ...(request.publicApiOrigin ? { publicApiOrigin: request.publicApiOrigin } : {}),
    });
  const loadPage = async (
    pageServices: ReturnType<typeof servicesWith>,
    sessionCheck: Promise<SessionView | null> | null,
  ) => {
    const visitor = sessionCheck?.then((checked) =>
      checked?.userId ? { userId: checked.userId, isAnonymous: checked.isAnonymous } : null,
    );
    const context = {
      client: pageServices.client,
      contentWaitMs: budgetMs,
      locale,
      i18n,
      ...(visitor ? { session: true, visitor } : {}),
    };
    const loaded = await loadRouter(context, `${url.pathname}${url.search}`);
    // An address the router writes another way (a malformed value dropped, another encoding) is
    // redirected on the server: render its canonical form, which the browser reads the same way.
    const canonicalHref = redirectOf(loaded);
    return canonicalHref ? loadRouter(context, canonicalHref) : loaded;
  };
  // With a cookie, the user check and the page's reads with that session run side by side, so the
  // page costs one budget, not two (a read keyed by the visitor waits for the check: context.visitor).
  // A cookie the check refuses: the page is loaded again without it, from a fresh client (nothing read
  // with the refused token is kept).
  let services = servicesWith(authToken);
  const sessionCheck = authToken ? visitorSession(services, budgetMs) : null;
  const [session, loaded] = await Promise.all([sessionCheck, loadPage(services, sessionCheck)]);
  let router = loaded;
  if (authToken && !session) {
    services = servicesWith(null);
    router = await loadPage(services, null);
  }
  const shell = createServerShell(services, parseGlobalParams(url.searchParams));
  if (router.state.matches.length === 0) return null;
  const neverAuth = () => new Promise<AuthActor>(() => undefined);
  // The HTML shows what the loaders had (server-services.ts holdAnswers).
  services.holdAnswers();
  const body = await renderToHtml(
    <AppRoot
      i18n={i18n}
      services={services}
      auth={neverAuth}
      shell={shell}
      router={router}
      {...(session ? { renderedSession: session } : {})}
    />,
  );
  const answers = renderedAnswers(services.client);

  const canonical = new URL(url.pathname, request.origin);
  for (const [key, value] of url.searchParams)
    if (!TRACKING_PARAMS.has(key) && !canonical.searchParams.has(key)) canonical.searchParams.set(key, value);
  const page = pageNameIn(body);
  const title = page ? i18n._(pageTitle(page)) : SITE_NAME;
  const notFound = isNotFound(router);
  // The default head: the page's title, and what it is (or that it does not exist) as its description.
  const defaults: HeadMeta[] = [
    ...previewMeta({
      title,
      description: notFound ? i18n._(uiMessages.pageNotFound) : title,
      type: 'website',
      locale: ogLocale(locale) ?? 'en_US',
      image: null,
    }),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:url', content: canonical.href },
  ];
  const { meta, content } = routeHeads(router);
  const { cache } = renderConfig;
  // A page is the same for everyone, unless the API was slower than the budget or failed: then the next
  // visitor gets a new render.
  const withoutSomeData = renderedWithoutSomeData(services.client) || answers.some((answer) => 'failure' in answer);
  const publicCache = withoutSomeData ? cache.withoutContent : notFound ? cache.unavailable : cache.rendered;
  // A page about one piece of content (a share page) is kept as long as that content is.
  const contentCache: Readonly<Record<PageContent, string>> = {
    shown: cache.rendered,
    unavailable: cache.unavailable,
    missing: cache.withoutContent,
  };
  const cacheControl = session ? cache.personal : content ? contentCache[content] : publicCache;
  return {
    status: notFound ? 404 : 200,
    lang: locale,
    head: headTags([...defaults, ...meta], canonical.href),
    body,
    state: renderedStateScript({
      answers,
      ...(session?.userId ? { session: { userId: session.userId, isAnonymous: session.isAnonymous } } : {}),
    }),
    headers: {
      'Cache-Control': cacheControl,
      // Behind an edge that sends the variant, the page depends on it alone; without one, on the raw headers it came
      // from.
      Vary: edgeVariant ? PAGE_VARIANT_HEADER : cache.vary,
      [PAGE_VARIANT_HEADER]: formatPageVariant(variant),
    },
  };
}
