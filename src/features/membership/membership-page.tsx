import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { MembershipTier } from '@machines/membership/types';
import { GEM_EXPIRY_DAYS } from '@/platform/constants';
import { leavePageFor } from '@/platform/leave-page';
import { appUpdateUrl } from '@/services/app-open';
import { OpenAppProvider } from '@/kernel/open-app';
import { useServices, useSession } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { PageWrapper } from '@/ui/page-wrapper';
import { ClaimCard } from './claim-card';
import { DealCard } from './deal-card';
import { MemberSummary } from './member-summary';
import { membershipMessages as m } from './messages';
import { createCatalogSource } from './membership-catalog';
import { membershipConfig, VIP_TYPE_CODE } from './membership-config';
import { MembershipEvent } from './membership-events';
import { membershipInput, provideMembershipMachine, toMembershipStatus } from './membership-flow';
import { contractLocale, membershipPlansCall, membershipStatusCall } from './membership-calls';
import { loadedAnswer, ReadFailure, releaseLoaded, useComeBack } from '@/kernel/data';
import { sameView, selectMembershipView, type ReadyView } from './membership-view';
import { PlansSection } from './plans-section';
import { SessionGate } from '@/kernel/session/session-gate';
import { Note } from '@/ui/blocks';
import './membership.css';

export interface MembershipPageProps {
  /** membership (/membership) or vip_benefit (/user/vip_benefit): the same page under two titles. */
  readonly page: 'membership' | 'vip_benefit';
  readonly entrance?: string;
  /** The tier tab to open (URL `to_vip_type`); else the member's own tier. */
  readonly tier?: MembershipTier;
}

/** Standard and Pro membership: benefits, plans, the daily and monthly claims and the daily limited discount. */
export function MembershipPage({ page, entrance, tier }: MembershipPageProps) {
  return (
    <PageWrapper page={page}>
      <SessionGate>
        <MembershipScreen
          page={page}
          entrance={entrance ?? membershipConfig.defaultEntrance}
          {...(tier ? { tier } : {})}
        />
      </SessionGate>
    </PageWrapper>
  );
}

function MembershipScreen({
  page,
  entrance,
  tier,
}: {
  page: MembershipPageProps['page'];
  entrance: string;
  tier?: MembershipTier;
}) {
  const { _, i18n } = useLingui();
  const services = useServices();
  const session = useSession();
  const { host, bridge } = services;
  const [flow] = useState(() => {
    // With the server's render of the visitor's page, the flow starts from the answers it carried.
    const locale = contractLocale(i18n.locale);
    const plans = loadedAnswer(services.client, membershipPlansCall(locale));
    const statusData = plans ? loadedAnswer(services.client, membershipStatusCall) : undefined;
    const catalog = createCatalogSource({
      client: services.client,
      bridge,
      locale,
      plans: statusData ? plans : undefined,
    });
    const machine = provideMembershipMachine({
      client: services.client,
      bridge,
      catalog,
      userId: session.userId,
      openAppUpdate: () =>
        leavePageFor(appUpdateUrl(host.os, navigator.userAgent), services.environment !== 'production'),
    });
    const dealTier = catalog.current()?.deal.requiredTier;
    const status = statusData && dealTier ? toMembershipStatus(statusData, dealTier) : undefined;
    return { catalog, machine, status };
  });
  const actor = useActorRef(flow.machine, {
    input: membershipInput({
      tier: tier ?? 'standard',
      isNativeApp: host.isNativeApp,
      purchaseSupported: bridge.supports('purchaseDiamond'),
      status: flow.status,
    }),
  });
  // Started from the server's answers: the app store's own prices, where it has them, replace the server's.
  const [, setStorePrices] = useState(0);
  useEffect(() => {
    const locale = contractLocale(i18n.locale);
    releaseLoaded(services.client, membershipStatusCall);
    releaseLoaded(services.client, membershipPlansCall(locale));
    if (!flow.status) return;
    void flow.catalog.load().then(
      () => setStorePrices((n) => n + 1),
      () => undefined,
    );
  }, [flow, services.client, i18n.locale]);
  const view = useSelector(actor, selectMembershipView, sameView);
  const track = (name: string, extra: Record<string, unknown> = {}) =>
    services.analytics.trackClick(name, { from_page: page, entrance, ...extra });

  // Without a tier in the URL, a member sees their own tier first.
  const memberTier = view.phase === 'ready' ? view.status.memberTier : undefined;
  useEffect(() => {
    if (!tier && (memberTier === 'standard' || memberTier === 'pro'))
      actor.send({ type: 'SELECT_TIER', tier: memberTier });
  }, [actor, tier, memberTier]);

  // Back from the app's membership page or the store: the status may have changed. The machine
  // ignores the reload while a claim or a payment is running (a reload would drop its answer).
  useComeBack(() => actor.send({ type: 'RELOAD' }));

  // While the status reloads, the last ready screen stays (busy) instead of a spinner.
  const [lastReady, setLastReady] = useState<ReadyView | null>(null);
  if (view.phase === 'ready' && view !== lastReady) setLastReady(view);
  const shown = view.phase === 'ready' ? view : view.phase === 'loading' ? lastReady : null;
  const catalog = flow.catalog.current();

  if (view.phase === 'failed') {
    return <ReadFailure error={view.failure} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  if (!shown || !catalog) return <Loading />;

  const vipTarget = { target: 'membership' as const, params: { entrance, to_vip_type: VIP_TYPE_CODE[view.tier] } };
  return (
    <OpenAppProvider fromPage={page} target={vipTarget}>
      <div className="mb-page" aria-busy={view.phase === 'loading' || undefined} data-testid="membership-content">
        <MemberSummary status={shown.status} />
        <PlansSection
          plans={catalog.plans}
          tier={view.tier}
          memberTier={shown.status.memberTier}
          entrance={entrance}
          storePrices={catalog.priceSource === 'store'}
          onSelectTier={(next) => {
            if (next === view.tier) return;
            track(MembershipEvent.tierTab, { tier: next });
            actor.send({ type: 'SELECT_TIER', tier: next });
          }}
          onPlanTap={(plan, action) =>
            track(MembershipEvent.plan, {
              product_id: plan.productId,
              tier: plan.tier,
              action,
              in_app: host.isNativeApp,
            })
          }
        />
        <ClaimCard
          type="daily"
          view={shown.daily}
          onClaim={() => {
            track(MembershipEvent.claim, {
              claim_type: 'daily',
              in_app: host.isNativeApp,
              retry: shown.daily.state === 'claimFailed',
            });
            actor.send({ type: 'CLAIM_DAILY' });
          }}
          onClosePrompt={() => actor.send({ type: 'DAILY_PROMPT_CLOSED' })}
        />
        <ClaimCard
          type="monthly"
          view={shown.monthly}
          onClaim={() => {
            track(MembershipEvent.claim, {
              claim_type: 'monthly',
              in_app: host.isNativeApp,
              retry: shown.monthly.state === 'claimFailed',
            });
            actor.send({ type: 'CLAIM_MONTHLY' });
          }}
          onClosePrompt={() => actor.send({ type: 'MONTHLY_PROMPT_CLOSED' })}
        />
        <DealCard
          deal={catalog.deal}
          state={shown.deal}
          problem={shown.purchaseProblem}
          failure={shown.failure}
          onBuy={() => {
            track(MembershipEvent.purchase, {
              product_id: catalog.deal.productId,
              in_app: host.isNativeApp,
              retry: shown.deal !== 'purchasable',
            });
            actor.send({ type: 'PURCHASE', productId: catalog.deal.productId });
          }}
          onClosePrompt={() => actor.send({ type: 'PURCHASE_PROMPT_CLOSED' })}
          onUpdateApp={() => {
            track(MembershipEvent.updateApp, { method: 'purchaseDiamond' });
            actor.send({ type: 'UPDATE_APP' });
          }}
          onCheckAgain={() => {
            track(MembershipEvent.checkOrder, { product_id: catalog.deal.productId });
            actor.send({ type: 'RETRY_ORDER_CHECK' });
          }}
        />
        <Note className="mb-expiry" data-testid="gem-expiry">
          {_({ ...m.gemExpiry, values: { days: GEM_EXPIRY_DAYS } })}
        </Note>
      </div>
    </OpenAppProvider>
  );
}
