import { useLingui } from '@lingui/react';
import type { InvitationReward } from '@machines/invitation/types';
import { Celebration } from '@/ui/celebration';
import { failureText } from '@/kernel/data';
import { Card, FieldError, Note } from '@/ui/blocks';
import { invitationMessages as m } from './messages';
import type { RewardsView } from './invitation-view';

export interface RewardsListProps {
  readonly rewards: readonly InvitationReward[];
  readonly view: RewardsView;
  readonly onReceive: (reward: InvitationReward) => void;
}

/** The rewards, each receivable, received or invalid/expired; one receive at a time. */
export function RewardsList({ rewards, view, onReceive }: RewardsListProps) {
  const { _, i18n } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const canReceive = view.state === 'receivable' || view.state === 'receiveFailed';
  return (
    <Card aria-labelledby="iv-rewards-title" data-testid="rewards" data-state={view.state}>
      <h2 id="iv-rewards-title" className="iv-card__title">
        {_(m.rewardsTitle)}
      </h2>
      <Celebration active={view.state !== 'receiveFailed' && view.notice === 'received'}>
        <div aria-live="polite">
          {view.state === 'receiveFailed' ? (
            <FieldError role="alert">{_(failureText(view.failure))}</FieldError>
          ) : view.notice ? (
            <p
              className={view.notice === 'received' ? 'iv-ok' : 'tk-field-error'}
              role="status"
              data-testid="reward-notice"
            >
              {_(view.notice === 'received' ? m.rewardReceivedNotice : m.rewardInvalidNotice)}
            </p>
          ) : null}
        </div>
      </Celebration>
      {rewards.length === 0 ? <Note>{_(m.noRewards)}</Note> : null}
      <ul className="iv-rewards">
        {rewards.map((reward) => {
          const name = reward.friendNickname ?? '';
          const pending = view.pendingRewardId === reward.rewardId;
          return (
            <li
              key={reward.rewardId}
              className="iv-reward"
              data-testid={`reward-${reward.rewardId}`}
              data-status={reward.status}
            >
              <div className="iv-reward__text">
                <strong className="iv-gems">{_({ ...m.rewardGems, values: { gems: reward.gems } })}</strong>
                {name ? (
                  <Note as="span">
                    {_({ ...(reward.kind === 'welcome' ? m.rewardWelcome : m.rewardFromInvite), values: { name } })}
                  </Note>
                ) : null}
                {reward.status === 'receivable' && reward.expiresAtMs ? (
                  <Note as="span">{_({ ...m.receiveBy, values: { date: date.format(reward.expiresAtMs) } })}</Note>
                ) : null}
              </div>
              {reward.status === 'receivable' ? (
                <button
                  type="button"
                  className="tk-button iv-reward__action"
                  onClick={() => onReceive(reward)}
                  disabled={!canReceive}
                  aria-busy={pending || undefined}
                  data-testid={`receive-${reward.rewardId}`}
                >
                  {_(pending ? m.receiving : m.receive)}
                </button>
              ) : (
                <span className={`iv-badge iv-badge--${reward.status}`}>
                  {_(reward.status === 'received' ? m.received : m.invalidOrExpired)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
