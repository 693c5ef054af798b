import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { CreatorStatusCode } from '@/api/contract/creator-codes';
import { StatusCode } from '@/api/contract/codes';
import { BENEFITS_MAX_LENGTH, type SubscriptionSettings } from '@/api/contract/creator';
import { OK } from '@/api/contract/envelope';
import { loadSessionRouteData, ReadFailure, refusalCodeOf, useRemote, type RouteDataContext } from '@/kernel/data';
import { OpenAppButton } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import { useLocalDateTimeFormat } from '@/ui/local-time';
import { subscriptionSettingsCall, subscriptionStatusCall } from './creator-calls';
import { creatorConfig } from './creator-config';
import { CreatorEvent } from './creator-events';
import { SessionGate } from '@/kernel/session/session-gate';
import { Card, EmptyState, Note } from '@/ui/blocks';
import { CreatorPageWrapper, NotCreator, RealNameGate } from './creator-gate';
import { creatorMessages as m } from './messages';
import { SubscriptionSettingsForm } from './subscription-settings-form';
import { queryIdOf, useQueryValue } from './route-values';
import './creator.css';

type Tab = 'settings' | 'planning' | 'unconfirmed' | 'guardian';
const TABS: readonly Tab[] = ['settings', 'planning', 'unconfirmed', 'guardian'];

/**
 * /creator/subscription: the creator manages benefits, price levels, the planning list, unconfirmed
 * subscriptions and star guardians. With `?creator_id=` a viewer sees whether they subscribe.
 * The tabs and their texts are the same for everyone (the server paints them without the session);
 * the chosen tab is kept here, so a tab chosen while the settings load stays chosen.
 */
export function SubscriptionPage() {
  const creatorId = useQueryValue('creator_id');
  const [tab, setTab] = useState<Tab>('settings');
  return (
    <CreatorPageWrapper page="creator_subscription">
      {creatorId ? (
        <SessionGate fallback={<StatusFrame />}>
          <ViewerStatus creatorId={creatorId} />
        </SessionGate>
      ) : (
        <RealNameGate
          page="creator_subscription"
          fallback={<ManagementView settings={null} tab={tab} onTab={setTab} settingsPanel={null} />}
        >
          <Management tab={tab} onTab={setTab} />
        </RealNameGate>
      )}
    </CreatorPageWrapper>
  );
}

/**
 * The route loader's read: the creator's own settings, or with `?creator_id=` whether the visitor
 * subscribes. The server asks only when it renders with the visitor's session (the app's auth
 * cookie); the browser's page asks once logged in.
 */
export function preloadSubscription(
  context: RouteDataContext,
  search: Readonly<Record<string, unknown>>,
): Promise<void> {
  const creatorId = queryIdOf(search.creator_id);
  return loadSessionRouteData(context, creatorId ? subscriptionStatusCall(creatorId) : subscriptionSettingsCall());
}

/** Where a viewer's subscription status goes, before it is known. */
function StatusFrame() {
  return <div className="tk-card cr-tab-frame" aria-busy="true" data-testid="subscription-status-frame" />;
}

function ViewerStatus({ creatorId }: { creatorId: string }) {
  const { _ } = useLingui();
  const { remote, retry } = useRemote(subscriptionStatusCall(creatorId));
  if (remote.status === 'loading') return <StatusFrame />;
  if (remote.status === 'failed') {
    return refusalCodeOf(remote.error) === StatusCode.NotFound ? (
      <EmptyState />
    ) : (
      <ReadFailure error={remote.error} onRetry={retry} />
    );
  }
  const s = remote.data;
  return (
    <Card aria-labelledby="cr-status" data-testid="subscription-status" data-subscribed={s.subscribed}>
      <h2 id="cr-status" className="cr-card__title">
        {s.subscribed
          ? _({ ...m.subscribed, values: { name: s.creator_nickname, level: s.level ?? 1 } })
          : _({ ...m.notSubscribed, values: { name: s.creator_nickname } })}
      </h2>
      {s.benefits ? <p className="cr-text">{s.benefits}</p> : null}
      <ul className="cr-list">
        {s.levels.map((l) => (
          <li key={l.level} className="cr-item">
            <span>{_({ ...m.levelName, values: { level: l.level } })}</span>
            <span>{_({ ...m.gems, values: { count: l.price_gems } })}</span>
          </li>
        ))}
      </ul>
      {s.subscribed ? null : (
        <OpenAppButton
          label={_(m.subscribeInApp)}
          target={{ target: 'userHome', params: { user_id: creatorId, entrance: creatorConfig.entrance } }}
          fromPage="creator_subscription"
          entrance="subscribe"
          testId="subscribe-in-app"
        />
      )}
    </Card>
  );
}

function Management({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  const services = useServices();
  const { remote, retry, replace } = useRemote(subscriptionSettingsCall());
  const code = remote.status === 'failed' ? refusalCodeOf(remote.error) : null;
  const status = remote.status === 'ready' ? 'ready' : code === CreatorStatusCode.NotCreator ? 'not_creator' : null;
  useEffect(() => {
    if (status) services.analytics.trackClick(CreatorEvent.view, { from_page: 'creator_subscription', state: status });
  }, [services, status]);

  // While the settings reload (after a refusal), the form stays with what the user typed.
  const settings = remote.status === 'ready' ? remote.data.settings : (remote.last?.settings ?? null);
  if (remote.status === 'failed') {
    if (code === CreatorStatusCode.NotCreator) return <NotCreator page="creator_subscription" />;
    return <ReadFailure error={remote.error} onRetry={retry} />;
  }
  const form = settings ? (
    <SubscriptionSettingsForm
      settings={settings}
      onSaved={(next) => replace({ base_resp: OK, settings: next })}
      onStale={retry}
    />
  ) : null;
  return <ManagementView settings={settings} tab={tab} onTab={onTab} settingsPanel={form} />;
}

/**
 * The management tabs; without settings (before the login, while they load) their frame: the tabs,
 * the texts of each tab and empty places where the creator's own settings go (no field to type in
 * yet, so nothing typed is lost when the form comes).
 */
function ManagementView({
  settings,
  tab,
  onTab,
  settingsPanel,
}: {
  settings: SubscriptionSettings | null;
  tab: Tab;
  onTab: (tab: Tab) => void;
  settingsPanel: ReactNode;
}) {
  const { _ } = useLingui();
  const label: Record<Tab, string> = {
    settings: _(m.tabSettings),
    planning: _(m.tabPlanning),
    unconfirmed: _(m.tabUnconfirmed),
    guardian: _(m.tabGuardian),
  };
  const frame = <TabFrame tab={tab} />;
  return (
    <div
      className="cr-page"
      data-testid={settings ? 'subscription-management' : 'subscription-frame'}
      aria-busy={settings ? undefined : true}
    >
      {settings ? (
        <Note>{_({ ...m.subscribers, values: { count: settings.subscriber_count } })}</Note>
      ) : (
        <Note className="cr-placeholder" aria-hidden="true" />
      )}
      <div className="cr-tabs" role="tablist" aria-label={_(m.subscriptionTitle)}>
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`cr-tab-${t}`}
            aria-controls={`cr-panel-${t}`}
            aria-selected={tab === t}
            className="cr-tab"
            onClick={() => onTab(t)}
          >
            {label[t]}
            {t === 'unconfirmed' && settings && settings.unconfirmed.length > 0
              ? ` (${settings.unconfirmed.length})`
              : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`cr-panel-${tab}`} aria-labelledby={`cr-tab-${tab}`}>
        {!settings ? frame : null}
        {settings && tab === 'settings' ? settingsPanel : null}
        {settings && tab === 'planning' ? <Planning settings={settings} /> : null}
        {settings && tab === 'unconfirmed' ? <Unconfirmed settings={settings} /> : null}
        {settings && tab === 'guardian' ? <Guardians settings={settings} /> : null}
      </div>
    </div>
  );
}

/** A tab's texts that are the same for every creator, with empty places for their own. */
function TabFrame({ tab }: { tab: Tab }) {
  const { _ } = useLingui();
  if (tab === 'settings') {
    return (
      <Card aria-labelledby="cr-settings-title" data-testid="subscription-settings-frame">
        <h2 id="cr-settings-title" className="cr-card__title">
          {_(m.tabSettings)}
        </h2>
        <div className="cr-field">
          <p className="cr-field__label">{_(m.benefitsLabel)}</p>
          <div className="cr-input cr-placeholder" aria-hidden="true" />
          <Note>{_({ ...m.benefitsHint, values: { max: BENEFITS_MAX_LENGTH } })}</Note>
        </div>
        <h3 className="cr-card__title">{_(m.levelsTitle)}</h3>
        <Note className="cr-placeholder" aria-hidden="true" />
      </Card>
    );
  }
  if (tab === 'guardian') return <Note>{_(m.guardianIntro)}</Note>;
  return <div className="cr-tab-frame cr-placeholder" aria-hidden="true" />;
}

function Planning({ settings }: { settings: SubscriptionSettings }) {
  const { _, i18n } = useLingui();
  // A due day in the visitor's time zone, once hydrated (the server knows none).
  const day = useLocalDateTimeFormat(i18n.locale, { month: 'short', day: 'numeric' });
  if (settings.planning.length === 0) return <Note>{_(m.planningEmpty)}</Note>;
  return (
    <ul className="cr-list" data-testid="planning-list">
      {settings.planning.map((p) => (
        <li key={p.plan_id} className="cr-item">
          <span>{p.title}</span>
          <Note as="span">{_({ ...m.due, values: { date: day.format(p.due_ms) } })}</Note>
        </li>
      ))}
    </ul>
  );
}

function Unconfirmed({ settings }: { settings: SubscriptionSettings }) {
  const { _ } = useLingui();
  if (settings.unconfirmed.length === 0) return <Note>{_(m.unconfirmedEmpty)}</Note>;
  return (
    <ul className="cr-list" data-testid="unconfirmed-list">
      {settings.unconfirmed.map((u) => (
        <li key={u.item_id} className="cr-item">
          {_({ ...m.unconfirmedItem, values: { name: u.subscriber_nickname, level: u.level } })}
        </li>
      ))}
    </ul>
  );
}

/** Star guardians: the guardian pass opens in the app (openVoyagePass), or through its deep link. */
function Guardians({ settings }: { settings: SubscriptionSettings }) {
  const { _ } = useLingui();
  const { host, bridge } = useServices();
  return (
    <div className="cr-list" data-testid="guardian-list">
      <Note>{_(m.guardianIntro)}</Note>
      {settings.guardians.map((g) => (
        <div key={g.npc_id} className="tk-card">
          <div className="cr-row">
            <strong>{g.npc_name}</strong>
            <Note as="span">{_({ ...m.guardians, values: { count: g.guardian_count } })}</Note>
          </div>
          <div className="cr-actions">
            {host.isNativeApp ? (
              <button
                type="button"
                className="tk-button"
                onClick={() => void bridge.call('openVoyagePass', { npc_id: g.npc_id }).catch(() => undefined)}
                data-testid="open-voyage-pass"
              >
                {_(m.openPass)}
              </button>
            ) : (
              <OpenAppButton
                label={_(m.openPass)}
                target={{ target: 'guardianPassDetail', params: { npc_id: g.npc_id } }}
                fromPage="creator_subscription"
                entrance="guardian"
                variant="compact"
              />
            )}
            <OpenAppButton
              label={_(m.managePass)}
              target={{ target: 'guardianPassPersonalityManage', params: { npc_id: g.npc_id } }}
              fromPage="creator_subscription"
              entrance="guardian_manage"
              variant="compact"
              testId="manage-pass"
            />
          </div>
        </div>
      ))}
    </div>
  );
}
