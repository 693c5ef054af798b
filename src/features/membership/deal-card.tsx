import { useLingui } from '@lingui/react';
import { failureText } from '@/kernel/data';
import { OpenAppButton } from '@/kernel/open-app';
import { errorMessages } from '@/ui/messages';
import { Card, Note } from '@/ui/blocks';
import { membershipMessages as m } from './messages';
import type { DealOffer } from './membership-catalog';
import type { PurchaseProblem } from '@machines/membership/types';
import type { DealCardState } from './membership-view';

export interface DealCardProps {
  readonly deal: DealOffer;
  readonly state: DealCardState;
  /** Why the purchase failed ('paymentFailed'). */
  readonly problem: PurchaseProblem | null;
  /** What the failed order check threw ('orderCheckFailed'). */
  readonly failure: unknown;
  readonly onBuy: () => void;
  readonly onClosePrompt: () => void;
  readonly onUpdateApp: () => void;
  readonly onCheckAgain: () => void;
}

/** The daily limited discount, in the state of the machine's purchase region. */
export function DealCard(props: DealCardProps) {
  const { _ } = useLingui();
  const { deal, state } = props;
  return (
    <Card
      className="mb-deal"
      aria-labelledby="mb-deal-title"
      data-testid="daily-deal"
      data-state={state}
      data-price-source={deal.price.source}
    >
      <div className="mb-card__head">
        <h2 id="mb-deal-title" className="mb-card__title">
          {deal.title}
        </h2>
        {deal.discountPercent > 0 ? (
          <span className="mb-badge">{_({ ...m.dealBadge, values: { percent: deal.discountPercent } })}</span>
        ) : null}
      </div>
      <p className="mb-deal__offer">
        <strong className="mb-gems">{_({ ...m.dealGems, values: { gems: deal.gems } })}</strong>
        <span className="mb-price" data-testid="deal-price">
          {deal.price.text}
        </span>
        {deal.price.originalText ? (
          <s className="mb-was">{_({ ...m.wasPrice, values: { price: deal.price.originalText } })}</s>
        ) : null}
      </p>
      <Note>
        {deal.description} · {_(m.dealEnds)}
      </Note>
      <div className="mb-card__body" aria-live="polite">
        <DealBody {...props} />
      </div>
    </Card>
  );
}

function DealBody({ deal, state, problem, failure, onBuy, onClosePrompt, onUpdateApp, onCheckAgain }: DealCardProps) {
  const { _ } = useLingui();
  const buy = (label: string, ghost = false) => (
    <button type="button" className={`tk-button mb-action${ghost ? ' tk-button--ghost' : ''}`} onClick={onBuy}>
      {label}
    </button>
  );
  switch (state) {
    case 'boughtToday':
      return <p className="mb-result">{_(m.boughtToday)}</p>;
    case 'availableAfterUpgrade':
      return <p className="mb-result">{_(m.availableAfterUpgrade)}</p>;
    case 'appUpdateRequired':
      return (
        <>
          <p className="mb-result mb-result--warn" role="status">
            {_(m.appUpdateRequired)}
          </p>
          <button type="button" className="tk-button tk-button--yellow mb-action" onClick={onUpdateApp}>
            {_(m.updateApp)}
          </button>
        </>
      );
    case 'purchasable':
      return buy(_({ ...m.buyFor, values: { price: deal.price.text } }));
    case 'openAppToPurchase':
      return (
        <div className="mb-prompt" role="group" aria-label={_(m.openAppToBuy)}>
          <Note>{_(m.openAppToBuy)}</Note>
          <OpenAppButton label={_(m.openTalkie)} entrance="daily_deal" testId="deal-open-app" />
          <button type="button" className="tk-button tk-button--ghost mb-action" onClick={onClosePrompt}>
            {_(m.notNow)}
          </button>
        </div>
      );
    case 'paying':
      return (
        <button type="button" className="tk-button mb-action" disabled aria-busy="true">
          {_(m.paying)}
        </button>
      );
    case 'confirmingOrder':
      return (
        <p className="mb-result" role="status" aria-busy="true">
          <span className="tk-loading__spinner mb-spinner" aria-hidden="true" /> {_(m.confirmingPayment)}
        </p>
      );
    case 'purchased':
      return (
        <p className="mb-result mb-result--ok" role="status">
          {_({ ...m.purchased, values: { gems: deal.gems } })}
        </p>
      );
    case 'paymentCanceled':
      return (
        <>
          <p className="mb-result mb-result--error" role="alert">
            {_(errorMessages.paymentCanceled)}
          </p>
          {buy(_(m.buyAgain), true)}
        </>
      );
    case 'paymentFailed':
      return (
        <>
          <p className="mb-result mb-result--error" role="alert">
            {_(problem === 'receiptRefused' ? m.receiptRefused : errorMessages.unknownError)}
          </p>
          {buy(_(m.tryAgain), true)}
        </>
      );
    case 'orderUnconfirmed':
    case 'orderCheckFailed':
      return (
        <>
          <p className="mb-result mb-result--warn" role="alert">
            {_(state === 'orderCheckFailed' ? failureText(failure) : errorMessages.maxPollingExceeded)}
          </p>
          <button type="button" className="tk-button tk-button--ghost mb-action" onClick={onCheckAgain}>
            {_(m.checkAgain)}
          </button>
        </>
      );
  }
}
