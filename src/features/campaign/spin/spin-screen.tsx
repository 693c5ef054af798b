import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { getSpinStatus } from '@/api/contract/campaign';
import type { AnswerOf } from '@/api/contract/endpoint';
import { failureText, ReadFailure, useComeBack, useRemote } from '@/kernel/data';
import { attemptKeys } from '@/kernel/drafts';
import { useServices, useSession } from '@/kernel/session/app-context';
import { errorMessages } from '@/ui/messages';
import { useShell } from '@/ui/shell-context';
import { spinStatusCall } from '../shared/campaign-calls';
import { campaignConfig } from '../shared/campaign-config';
import { CampaignEvent, trackCampaign } from '../shared/campaign-events';
import { Countdown } from '../shared/event-window';
import { GridView } from './grid-view';
import { askForReminder, notify } from '../shared/in-app-notice';
import { campaignMessages as c, spinMessages as m } from '../shared/messages';
import { MyPrizes } from './my-prizes';
import { prizeText } from '../shared/prize-text';
import { provideSpinMachine, spinStatusOf } from './spin-flow';
import { prefersReducedMotion } from './spin-animation';
import { useHydrated } from '@/ui/local-time';
import { SpinAnnouncement } from './spin-result';
import { SpinEventClosed } from './spin-event-closed';
import { WheelView } from './wheel-view';
import { NO_SPINS_STATES, NoSpins } from './spin-no-spins';
import type { SpinDesign } from './spin-placeholder';
import { deferred, previewState } from './spin-first-status';

type SpinMachine = ReturnType<typeof provideSpinMachine>;
type SpinStatusAnswer = AnswerOf<typeof getSpinStatus>;

const selectView = (s: SnapshotFrom<SpinMachine>) => ({
  state: typeof s.value === 'string' ? s.value : 'loading',
  context: s.context,
});

/**
 * The signed-in spin screen: the visitor's spins, the wheel or grid, the result and the prizes, driven by the
 * spin-wheel machine.
 */
export function SpinScreen({
  design,
  eventId,
  page,
  placeholder,
}: {
  design: SpinDesign;
  eventId: string;
  page: string;
  placeholder: ReactNode;
}) {
  const { _, i18n } = useLingui();
  const services = useServices();
  const shell = useShell();
  const { bridge } = services;
  const inApp = bridge.inNativeApp;
  // The visitor's motion setting is the browser's: the server's HTML (and hydration) draw the moving wheel.
  const still = useHydrated() && prefersReducedMotion();
  // The first status is the page's read (kernel/data): an answer the server's HTML carried is shown at
  // once and not asked for again; the machine's first load takes the same answer.
  const first = useRemote<SpinStatusAnswer>(spinStatusCall(eventId)).remote;
  const [firstStatus] = useState(() => deferred<SpinStatusAnswer>());
  // The spin's key, kept across a retry and a reload until the spin went through: a spin whose answer
  // was lost, tapped again after a reload, is the same spin at the server (one spin spent).
  const { userId } = useSession();
  const [spinKeys] = useState(() => attemptKeys<string>({ form: 'spin', user: userId ?? 'visitor', scope: eventId }));
  useEffect(() => {
    if (first.status === 'ready') firstStatus.resolve(first.data);
    else if (first.status === 'failed') firstStatus.reject(first.error);
  }, [first, firstStatus]);
  const [machine] = useState(() =>
    provideSpinMachine({
      client: services.client,
      bridge,
      eventId,
      adScene: campaignConfig.adScene,
      firstStatus: firstStatus.promise,
      spinSettled: () => spinKeys.forget(),
      remindMe: () => {
        trackCampaign(services.analytics, CampaignEvent.remind, page, { event_id: eventId });
        void askForReminder(bridge).then((ok) => notify(bridge, shell, _(ok ? c.reminderOn : c.reminderDenied)));
      },
    }),
  );
  const actor = useActorRef(machine, { input: { canWatchAds: inApp && bridge.supports('watchAd') } });
  const view = useSelector(actor, selectView, (a, b) => a.state === b.state && a.context === b.context);
  const preview = view.context.status === null && first.status === 'ready' ? spinStatusOf(first.data) : null;
  const state = preview ? previewState(preview) : view.state;
  const context = view.context;
  const status = context.status ?? preview;
  useComeBack(() => actor.send({ type: 'RELOAD' }));

  // Reduced motion: nothing turns, so the slice is highlighted and the result shown at once.
  useEffect(() => {
    if (still && state === 'landing') actor.send({ type: 'LANDED' });
  }, [still, state, actor]);

  // Results and ad outcomes, once each, for analytics and the app's toast.
  useEffect(() => {
    if (state === 'result' && context.result) {
      trackCampaign(services.analytics, CampaignEvent.spinResult, page, {
        event_id: eventId,
        prize_id: context.result.prize.prizeId,
        kind: context.result.prize.kind,
      });
    }
    if (state === 'noSpinsAdded' || (state !== 'checkingAd' && context.spinsAdded)) {
      trackCampaign(services.analytics, CampaignEvent.adResult, page, {
        event_id: eventId,
        added: context.spinsAdded ?? 0,
      });
    }
    if (context.spinsAdded && state === 'ready')
      notify(bridge, shell, _({ ...m.spinsAdded, values: { count: context.spinsAdded } }));
  }, [state]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state === 'loadFailed')
    return (
      <ReadFailure
        error={context.failure}
        networkMessage={_(errorMessages.contentLoadingFailed)}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  if (!status) return <>{placeholder}</>;

  const reload = () => actor.send({ type: 'RELOAD' });
  const turning = state === 'spinning' || state === 'landing';
  const landed = state === 'result';
  const result = landed ? context.result : null;
  const target = state === 'landing' || landed ? (context.result?.prize.prizeId ?? null) : null;
  const spin = () => {
    trackCampaign(services.analytics, CampaignEvent.spin, page, {
      event_id: eventId,
      design,
      remaining: status.remainingSpins,
    });
    actor.send({ type: 'SPIN', idempotencyKey: spinKeys.keyFor(eventId) });
  };
  const button = (
    <button
      type="button"
      className="tk-button tk-button--yellow cp-spin-button"
      data-testid="spin-button"
      aria-disabled={state !== 'ready' || undefined}
      onClick={() => (state === 'ready' ? spin() : undefined)}
    >
      {turning ? _(m.spinning) : _(design === 'wheel' ? m.spin : m.draw)}
    </button>
  );
  const designProps = {
    prizes: status.prizes,
    turning,
    targetPrizeId: target,
    still,
    onLanded: () => actor.send({ type: 'LANDED' }),
  };
  const closed = state === 'notStarted' || state === 'paused' || state === 'ended';

  return (
    <div
      className={`cp-page cp-page--${design}`}
      aria-busy={state === 'loading' || undefined}
      data-testid="spin-page"
      data-state={state}
    >
      <SpinEventClosed
        state={state}
        startsAtMs={status.startsAtMs}
        inApp={inApp}
        page={page}
        onReload={reload}
        onRemind={() => actor.send({ type: 'REMIND' })}
      />
      {!closed ? (
        <>
          <Countdown label={_(c.endsIn)} targetMs={status.endsAtMs} onZero={reload} />
          <p
            className="cp-counts cp-spin-counts"
            data-testid="spin-counts"
            data-remaining={status.remainingSpins}
            data-daily={status.dailySpins}
          >
            <strong>{_({ ...m.spinsLeft, values: { count: status.remainingSpins } })}</strong>
            <span className="cp-muted"> · {_({ ...m.dailySpins, values: { count: status.dailySpins } })}</span>
          </p>
          {design === 'wheel' ? (
            <>
              <WheelView {...designProps} />
              {button}
            </>
          ) : (
            <GridView {...designProps} button={button} />
          )}
        </>
      ) : null}
      {state === 'spinFailed' ? (
        <div className="cp-banner" role="alert">
          {_(failureText(context.failure))}{' '}
          <button type="button" className="tk-button tk-button--ghost" onClick={() => actor.send({ type: 'RETRY' })}>
            {_(c.ok)}
          </button>
        </div>
      ) : null}
      <SpinAnnouncement result={result} page={page} onClose={() => actor.send({ type: 'CONTINUE' })} />
      {NO_SPINS_STATES.has(state) ? (
        <NoSpins
          state={state}
          failure={context.failure}
          adSpinsLeft={inApp ? status.adSpinsLeft : 0}
          onRetry={() => actor.send({ type: 'RETRY' })}
          onWatchAd={() => {
            trackCampaign(services.analytics, CampaignEvent.adRequest, page, { event_id: eventId });
            actor.send({ type: 'WATCH_AD' });
          }}
        />
      ) : null}
      {!landed && status.lastResult ? (
        <p className="cp-muted" data-testid="last-result">
          {_({ ...m.lastResult, values: { prize: prizeText(i18n, status.lastResult.prize) } })}
        </p>
      ) : null}
      <MyPrizes records={status.myPrizes} />
    </div>
  );
}
