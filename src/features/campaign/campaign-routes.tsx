import { lazy, Suspense, type ComponentType } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { PageName } from '@/platform/route-catalog';
import { Loading } from '@/ui/loading';
import { loadRouteData, loadSessionRouteData, type RouteDataContext } from '@/kernel/data';
import { PageWrapper } from '@/ui/page-wrapper';
import {
  campaignEventCall,
  easterEggCall,
  eggEventId,
  prizeClaimCall,
  spinEventId,
  spinStatusCall,
  summerCollectionCall,
  summerEventCall,
  summerHistoryCall,
  summerOverviewCall,
  summerRankCall,
} from './campaign-calls';
import { parseCampaignSearch, type CampaignSearch } from './campaign-search';
// The area's styles come with its routes: a page the server rendered links them before any script runs.
import './campaign.css';

/**
 * The components of the twelve campaign routes. Route options sit in the boot chunk, so the route
 * files only name these (no search schema, no list of chunks to preload there): each page loads on
 * demand and reads its own query (`event_id`, `record_id`) from the location.
 */
type Page = ComponentType<{ search: CampaignSearch }>;

/** What a route loader hands over: the router's context (the server render's visitor language too). */
type LoaderContext = RouteDataContext & { readonly locale?: string };

/**
 * The page's first reads, started by its route loader with the same calls as the page: what is the same
 * for everyone with loadRouteData, what is the visitor's own with loadSessionRouteData (only on a server
 * render with their session). Here rather than in the route files, so the boot chunk's route table
 * stays as small as before.
 */
type PageData = (context: LoaderContext, search: CampaignSearch) => Promise<unknown>[];

function route(page: PageName, load: () => Promise<Page>, data?: PageData) {
  // Once loaded (a route loader may load it first: preload), the page renders at once, without a
  // Suspense boundary: the server's render and the browser's hydration then build the same tree.
  let loaded: Page | null = null;
  const preload = (context?: LoaderContext, search: Record<string, unknown> = {}): Promise<void> =>
    Promise.all([
      load().then((component) => {
        loaded = component;
      }),
      ...(context && data ? data(context, parseCampaignSearch(search)) : []),
    ]).then(() => undefined);
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function CampaignRoute() {
    const search = parseCampaignSearch(useRouterState({ select: (s) => s.location.search }) as Record<string, unknown>);
    const Loaded = loaded;
    if (Loaded) return <Loaded search={search} />;
    return (
      <Suspense
        fallback={
          <PageWrapper page={page}>
            <Loading />
          </PageWrapper>
        }
      >
        <Lazy search={search} />
      </Suspense>
    );
  }
  return Object.assign(CampaignRoute, { preload });
}

const spinData =
  (design: 'wheel' | 'grid'): PageData =>
  (context, search) => {
    const eventId = spinEventId(design, search.event_id);
    return [loadRouteData(context, campaignEventCall(eventId)), loadSessionRouteData(context, spinStatusCall(eventId))];
  };
const collectionData =
  (kind: 'fm' | 'npc'): PageData =>
  (context) => [loadSessionRouteData(context, summerCollectionCall(kind, context.locale ?? 'en'))];

export const SpinWheelRoute = route('spin_wheel', () => import('./spin-page').then((m) => ({ search }) => <m.SpinWheelPage design="wheel" eventId={search.event_id} />), spinData('wheel'));
export const SpinWheelV2Route = route('spin_wheel_v2', () => import('./spin-page').then((m) => ({ search }) => <m.SpinWheelPage design="grid" eventId={search.event_id} />), spinData('grid'));
export const ClaimPrizeRoute = route(
  'claim_prize',
  () => import('./claim-prize-page').then((m) => ({ search }) => <m.ClaimPrizePage recordId={search.record_id} />),
  (context, search) => [loadSessionRouteData(context, search.record_id ? prizeClaimCall(search.record_id) : null)],
);
export const EasterEggRoute = route(
  'easter_egg',
  () => import('./easter-egg-page').then((m) => ({ search }) => <m.EasterEggPage eventId={search.event_id} />),
  (context, search) => [loadSessionRouteData(context, easterEggCall(eggEventId(search.event_id)))],
);
export const SummerRoute = route(
  'summer',
  () => import('./summer-page').then((m) => m.SummerPage),
  (context) => [loadRouteData(context, summerEventCall()), loadSessionRouteData(context, summerOverviewCall())],
);
export const SummerHistoryRoute = route(
  'summer_rewarded_history',
  () => import('./summer-history-page').then((m) => m.SummerHistoryPage),
  (context) => [loadSessionRouteData(context, summerHistoryCall())],
);
export const SummerFmRoute = route('summer_collection_fm', () => import('./summer-collection-page').then((m) => () => <m.SummerCollectionPage kind="fm" />), collectionData('fm'));
export const SummerNpcRoute = route('summer_collection_npc', () => import('./summer-collection-page').then((m) => () => <m.SummerCollectionPage kind="npc" />), collectionData('npc'));
export const SummerRankRoute = route(
  'summer_rank',
  () => import('./summer-rank-page').then((m) => m.SummerRankPage),
  (context) => [loadRouteData(context, summerEventCall()), loadSessionRouteData(context, summerRankCall())],
);
export const UgRoute = route('ug', () => import('./ug-pages').then((m) => m.UgPage));
export const UgVideoRoute = route('ug_video', () => import('./ug-pages').then((m) => m.UgVideoPage));
export const UgRuleRoute = route('ug_rule', () => import('./ug-pages').then((m) => m.UgRulePage));
