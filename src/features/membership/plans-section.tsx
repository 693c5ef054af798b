import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { MembershipStatus, MembershipTier } from '@machines/membership/types';
import { OpenAppButton, useOpenAppScope } from '@/kernel/open-app';
import { Card, Note } from '@/ui/blocks';
import { membershipMessages as m } from './messages';
import type { PlanOffer } from './membership-catalog';
import { VIP_TYPE_CODE } from './membership-config';
import { planAction, type PlanAction } from './membership-view';

const TIERS: readonly MembershipTier[] = ['standard', 'pro'];
type PlanTapAction = Exclude<PlanAction, 'included'>;
const ACTION_LABEL = { subscribe: m.subscribe, upgrade: m.upgrade, renew: m.renew } as const satisfies Record<
  PlanTapAction,
  unknown
>;
const ACTION_PROMPT = {
  subscribe: m.openAppToSubscribe,
  upgrade: m.openAppToUpgrade,
  renew: m.openAppToRenew,
} as const satisfies Record<PlanTapAction, unknown>;

export interface PlansSectionProps {
  readonly plans: readonly PlanOffer[];
  readonly tier: MembershipTier;
  readonly memberTier: MembershipStatus['memberTier'];
  readonly entrance: string;
  readonly storePrices: boolean;
  readonly onSelectTier: (tier: MembershipTier) => void;
  readonly onPlanTap: (plan: PlanOffer, action: PlanAction) => void;
}

/**
 * Standard and Pro as tabs: the selected tier's benefits and plans. Subscribing, upgrading and
 * renewing happen in the app's own membership page (deep link `membership` with `to_vip_type`),
 * opened from here inside the app. A browser cannot subscribe: there the tap says so in words and
 * offers Open Talkie or Not now, as the daily deal does.
 */
export function PlansSection({
  plans,
  tier,
  memberTier,
  entrance,
  storePrices,
  onSelectTier,
  onPlanTap,
}: PlansSectionProps) {
  const { _ } = useLingui();
  const baseId = useId();
  const tabs = useRef<Record<MembershipTier, HTMLButtonElement | null>>({ standard: null, pro: null });
  const selected = plans.filter((plan) => plan.tier === tier);
  const benefits = selected[0]?.benefits ?? [];
  const action = planAction(memberTier, tier);
  const inApp = useOpenAppScope()?.inApp ?? false;
  // The plan whose "open the app to subscribe" prompt shows (browsers only).
  const [prompting, setPrompting] = useState<string | null>(null);

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  const targetOf = (plan: PlanOffer) => ({
    target: 'membership' as const,
    params: { entrance, to_vip_type: VIP_TYPE_CODE[plan.tier] },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tier === 'standard' ? 'pro' : 'standard';
    onSelectTier(next);
    tabs.current[next]?.focus();
  };

  return (
    <Card className="mb-plans" aria-label={_(m.tiersLabel)} data-testid="plans">
      <div className="mb-tabs" role="tablist" aria-label={_(m.tiersLabel)}>
        {TIERS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t}`}
            aria-selected={t === tier}
            aria-controls={`${baseId}-panel`}
            tabIndex={t === tier ? 0 : -1}
            className={`mb-tab${t === tier ? ' mb-tab--selected' : ''}`}
            onClick={() => onSelectTier(t)}
            onKeyDown={onKeyDown}
            data-testid={`tier-tab-${t}`}
          >
            {_(t === 'standard' ? m.standard : m.pro)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tier}`}
        className="mb-tabpanel"
        data-testid={`tier-panel-${tier}`}
      >
        <h2 className="mb-card__title">{_(m.benefitsTitle)}</h2>
        <ul className="mb-benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <ul className="mb-plan-list">
          {selected.map((plan) => (
            <li
              key={plan.productId}
              className="mb-plan"
              data-testid={`plan-${plan.productId}`}
              data-price-source={plan.price.source}
            >
              <div className="mb-plan__text">
                <span className="mb-plan__title">{plan.title}</span>
                <span className="mb-plan__price">
                  {_({ ...(plan.periodDays > 31 ? m.perYear : m.perMonth), values: { price: plan.price.text } })}
                  {plan.price.originalText ? (
                    <>
                      {' '}
                      <s className="mb-was">{_({ ...m.wasPrice, values: { price: plan.price.originalText } })}</s>
                    </>
                  ) : null}
                </span>
              </div>
              {action === 'included' ? (
                <Note as="span">{_(m.includedInPro)}</Note>
              ) : inApp ? (
                // Capture: the analytics click is recorded before the button starts opening the app.
                <div onClickCapture={() => onPlanTap(plan, action)}>
                  <OpenAppButton
                    label={_(ACTION_LABEL[action])}
                    target={targetOf(plan)}
                    entrance={`plan_${action}`}
                    variant="compact"
                    testId={`plan-action-${plan.productId}`}
                  />
                </div>
              ) : (
                <button
                  type="button"
                  className="tk-button oa-button oa-button--compact"
                  data-testid={`plan-action-${plan.productId}`}
                  aria-expanded={prompting === plan.productId}
                  onClick={() => {
                    onPlanTap(plan, action);
                    setPrompting(plan.productId);
                  }}
                >
                  {_(ACTION_LABEL[action])}
                </button>
              )}
              {prompting === plan.productId && action !== 'included' ? (
                <div
                  className="mb-prompt mb-plan__prompt"
                  role="group"
                  aria-label={_(ACTION_PROMPT[action])}
                  data-testid={`plan-prompt-${plan.productId}`}
                >
                  <Note role="status">{_(ACTION_PROMPT[action])}</Note>
                  <OpenAppButton
                    label={_(m.openTalkie)}
                    target={targetOf(plan)}
                    entrance={`plan_${action}`}
                    testId={`plan-open-app-${plan.productId}`}
                  />
                  <button
                    type="button"
                    className="tk-button tk-button--ghost mb-action"
                    onClick={() => setPrompting(null)}
                  >
                    {_(m.notNow)}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {storePrices ? <Note>{_(m.storePriceNote)}</Note> : null}
      </div>
    </Card>
  );
}
