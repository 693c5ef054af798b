import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { createActor, type Actor, type Snapshot } from 'xstate';
import type { CloneDraft, CloneEntry } from '@machines/clone/types';
import { CLONE_NAME_LIMIT } from '@/api/contract/creator';
import { OpenAppButton, type OpenAppTarget } from '@/kernel/open-app';
import { useHydrated } from '@/ui/local-time';
import { LoginPrompt } from '@/kernel/session/login-prompt';
import { useServices, useSession } from '@/kernel/session/app-context';
import { countLength, explainsWideCount, readerLanguages } from '@/api/contract/text-length';
import { leavePageFor } from '@/platform/leave-page';
import { appUpdateUrl } from '@/services/app-open';
import type { PageName } from '@/platform/route-catalog';
import { Loading } from '@/ui/loading';
import { errorMessages, uiMessages } from '@/ui/messages';
import { failureText, loadedAnswer, ReadFailure, releaseLoaded } from '@/kernel/data';
import { cloneQuotaCall } from './clone-calls';
import { cloneDrafts, draftProblem, EMPTY_DRAFT } from './clone-draft';
import { provideCloneMachine } from './clone-flow';
import { CloneImagePicker } from './clone-image-picker';
import { CLONE_PATHS, clonePhase, routeOf, stepName, type ClonePhase } from './clone-view';
import { CreatorEvent } from './creator-events';
import { SessionGate } from '@/kernel/session/session-gate';
import { Card, FieldError, Note } from '@/ui/blocks';
import { CreatorPageWrapper } from './creator-gate';
import { useAppLogin } from './use-app-login';
import { cloneNoticeMessages, creatorMessages as m, draftProblemMessages } from './messages';
import './creator.css';

export { preloadCloneQuota } from './clone-calls';

const PAGE: Record<CloneEntry, PageName> = { intro: 'ai_clone', create: 'ai_clone_create', summary: 'ai_clone_summary' };

type CloneActor = Actor<ReturnType<typeof provideCloneMachine>>;

interface Handlers {
  requestLogin: () => void;
  shareOnWeb: (npcId: string) => void;
  openAppUpdate: () => void;
  clearDraft: () => void;
}

/**
 * One flow across the three routes: when the flow moves to another step's route, the step it
 * leaves hands the flow's persisted snapshot to the next in the new history entry's state, and the
 * next step's page goes on from it. The handover is read once, then dropped from the entry, so a
 * reload, back or forward starts the flow afresh from the route and the draft; `origin` (the
 * document's time origin) keeps an entry written before a reload from counting.
 */
const HANDOVER = 'cloneFlow';
interface Handover {
  readonly origin: number;
  readonly userId: string;
  readonly snapshot: unknown;
}

/**
 * Reads the handover without touching the entry: React may render a first mount again (a render
 * that suspended on a lazy module is thrown away), and the second render must find it too.
 */
function readHandover(userId: string): Handover | null {
  if (typeof window === 'undefined') return null;
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  const handover = state[HANDOVER] as Handover | undefined;
  if (!handover) return null;
  return handover.origin === performance.timeOrigin && handover.userId === userId ? handover : null;
}

/** Drops the handover from the entry once the page that took it is mounted. */
function dropHandover(): void {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  if (state[HANDOVER]) window.history.replaceState({ ...state, [HANDOVER]: undefined }, '');
}

/** The actor's latest snapshot (React's own store subscription; snapshots are immutable). */
function useActorSnapshot(actor: CloneActor) {
  return useSyncExternalStore(
    (onChange) => {
      const sub = actor.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => actor.getSnapshot(),
    // The server renders the flow as it starts (the actor runs only in the browser).
    () => actor.getSnapshot(),
  );
}

/** /ai/clone, /ai/clone/create and /ai/clone/summary: the clone flow, one step per route. */
export const CloneIntroPage = () => <ClonePage route="intro" />;
export const CloneCreatePage = () => <ClonePage route="create" />;
export const CloneSummaryPage = () => <ClonePage route="summary" />;

function ClonePage({ route }: { route: CloneEntry }) {
  return (
    <CreatorPageWrapper page={PAGE[route]}>
      <SessionGate>
        <CloneScreen route={route} />
      </SessionGate>
    </CreatorPageWrapper>
  );
}

function CloneScreen({ route }: { route: CloneEntry }) {
  const { _ } = useLingui();
  const services = useServices();
  const session = useSession();
  const login = useAppLogin();
  const router = useRouter();
  const { host, bridge, client } = services;
  const isLoggedIn = session.status === 'ready' && !session.isAnonymous;
  const userId = (session.status === 'ready' && session.userId) || 'anonymous';
  const [drafts] = useState(() => cloneDrafts(userId));
  // Restored before the first render: a reload never costs a word.
  const [form, setForm] = useState<CloneDraft>(() => drafts.load() ?? EMPTY_DRAFT);
  const [webNotice, setWebNotice] = useState(false);
  // The page's own address is the browser's: the server's HTML and the hydration leave it out.
  const origin = useHydrated() ? location.origin : '';

  // The machine's effects call the handlers of this render.
  const handlers = useRef<Handlers | null>(null);
  handlers.current = {
    requestLogin: login.start,
    shareOnWeb: () => {
      const url = `${location.origin}${CLONE_PATHS.intro}`;
      if (typeof navigator.share === 'function') void navigator.share({ title: _(m.cloneTitle), url }).catch(() => undefined);
      else
        void navigator.clipboard?.writeText(url).then(
          () => setWebNotice(true),
          () => undefined,
        );
    },
    openAppUpdate: () => leavePageFor(appUpdateUrl(host.os, navigator.userAgent), services.environment !== 'production'),
    clearDraft: () => {
      drafts.clear();
      setForm(EMPTY_DRAFT);
    },
  };

  const [handover] = useState(() => readHandover(userId));
  useEffect(() => {
    if (handover) dropHandover();
  }, [handover]);
  // With the server's render of the visitor's page, the flow starts from the allowance it carried.
  const [routeQuota] = useState(() => (isLoggedIn ? loadedAnswer(client, cloneQuotaCall) : undefined));
  useEffect(() => releaseLoaded(client, cloneQuotaCall), [client]);
  const makeActor = (from: Handover | null): CloneActor => {
    const draft = drafts.load();
    const machine = provideCloneMachine({
      client,
      bridge,
      inApp: host.isNativeApp,
      requestLogin: () => handlers.current?.requestLogin(),
      shareOnWeb: (npcId) => handlers.current?.shareOnWeb(npcId),
      openAppUpdate: () => handlers.current?.openAppUpdate(),
      clearDraft: () => handlers.current?.clearDraft(),
      downloadCard: async (cardUrl) => {
        const a = document.createElement('a');
        a.href = cardUrl;
        a.download = 'talkie-clone.svg';
        a.click();
      },
    });
    const input = {
      entry: route,
      draft,
      draftComplete: draft !== null && draftProblem(draft) === null,
      isLoggedIn,
      inApp: host.isNativeApp,
      canShareClone: bridge.supports('shareCloneNpc'),
      ...(routeQuota ? { quota: routeQuota } : {}),
    };
    return createActor(machine, from ? { input, snapshot: from.snapshot as Snapshot<unknown> } : { input });
  };
  // One actor per mount (React's development double mount gets a fresh one from the same handover).
  const [actor, setActor] = useState<CloneActor>(() => makeActor(handover));
  useEffect(() => {
    if (actor.getSnapshot().status === 'stopped') {
      setActor(makeActor(handover));
      return;
    }
    actor.start();
    return () => {
      actor.stop();
    };
    // The actor lives as long as the page; what it is made from is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  const snapshot = useActorSnapshot(actor);
  const phase = clonePhase(snapshot);
  const context = snapshot.context;

  useEffect(() => {
    if (isLoggedIn && actor.getSnapshot().matches('loginRequired')) actor.send({ type: 'LOGGED_IN' });
  }, [actor, isLoggedIn]);

  // Keep the draft as it changes (the form never holds files, only uploaded URLs).
  useEffect(() => {
    if (form === EMPTY_DRAFT) return;
    drafts.save(form);
  }, [drafts, form]);

  // The flow moved to another step: show its route, which goes on with this flow.
  const wanted = routeOf(phase);
  useEffect(() => {
    if (!wanted || wanted === route) return;
    const handover: Handover = { origin: performance.timeOrigin, userId, snapshot: actor.getPersistedSnapshot() };
    void router.navigate({ to: CLONE_PATHS[wanted], replace: wanted === 'create' && route === 'summary', state: (prev) => ({ ...prev, [HANDOVER]: handover }) });
  }, [actor, router, route, userId, wanted]);

  const lastStep = useRef<string | null>(null);
  useEffect(() => {
    const step = stepName(phase);
    if (step && step !== lastStep.current) services.analytics.trackClick(CreatorEvent.cloneStep, { from_page: PAGE[route], step });
    lastStep.current = step;
  }, [phase, route, services]);

  if (phase === 'loading' || (wanted && wanted !== route)) return <Loading />;
  if (phase === 'loginRequired') {
    const target: OpenAppTarget = { target: 'webView', params: { url: origin && `${origin}${CLONE_PATHS.intro}` } };
    return (
      <LoginPrompt
        title={m.logInToClone}
        inApp={host.isNativeApp}
        phase={login.phase}
        onLogIn={() => actor.send({ type: 'LOG_IN' })}
        openApp={{ label: _(m.openApp), target, fromPage: PAGE[route], testId: 'creator-open-app' }}
      />
    );
  }
  if (phase === 'failed') return <ReadFailure error={context.failure} networkMessage={_(errorMessages.contentLoadingFailed)} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (phase === 'limit') {
    return (
      <Card role="alert" data-testid="clone-limit">
        <h2 className="cr-card__title">{_(m.exceedCreateLimit)}</h2>
      </Card>
    );
  }
  if (phase === 'intro') {
    const left = context.quota ? context.quota.limit - context.quota.used : 0;
    return (
      <Card aria-labelledby="cr-clone-intro" data-testid="clone-intro">
        <h2 id="cr-clone-intro" className="cr-card__title">
          {_(m.cloneTitle)}
        </h2>
        <p className="cr-text">{_(m.cloneIntro)}</p>
        <Note>{_({ ...m.createLeft, values: { left } })}</Note>
        <button type="button" className="tk-button" onClick={() => actor.send({ type: 'START' })} data-testid="clone-start">
          {_(m.start)}
        </button>
      </Card>
    );
  }
  if (phase === 'editing' || phase === 'invalid' || phase === 'violation' || phase === 'picturesRefused') {
    return (
      <CloneForm
        form={form}
        problem={phase === 'invalid' ? context.problem : null}
        refusal={phase === 'violation' ? 'violation' : phase === 'picturesRefused' ? 'pictures' : null}
        onChange={(next) => {
          setForm(next);
          if (phase !== 'editing') actor.send({ type: 'EDITED' });
        }}
        onSubmit={() => actor.send({ type: 'SUBMIT', draft: form, problem: draftProblem(form) })}
      />
    );
  }
  const draft = context.draft ?? form;
  return (
    <section className="cr-page" data-testid="clone-summary" data-phase={phase}>
      <div className="tk-card">
        <h2 className="cr-card__title">{context.clone ? _({ ...m.created, values: { name: context.clone.name } }) : _(m.summaryTitle)}</h2>
        <dl className="cr-list">
          <dt className="tk-note">{_(m.nameLabel)}</dt>
          <dd className="cr-text" data-testid="summary-name">
            {draft.name}
          </dd>
          <dt className="tk-note">{_(m.personaLabel)}</dt>
          <dd className="cr-text">{draft.persona}</dd>
          <dt className="tk-note">{_(m.greetingLabel)}</dt>
          <dd className="cr-text">{draft.greeting}</dd>
        </dl>
        {draft.imageUrls.length ? (
          <div className="cr-thumbs">
            {draft.imageUrls.map((url) => (
              <div className="cr-thumb" key={url}>
                <img src={url} alt="" />
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <CloneActions phase={phase} actor={actor} webNotice={webNotice} page={PAGE[route]} requestId={() => drafts.attemptKey(draft)} />
    </section>
  );
}

/**
 * `requestId`: the create's idempotency key, kept with the draft: the same clone sent again (Retry, a
 * reload of the summary, Edit and back without a change) carries the same key and is one clone.
 */
function CloneActions({ phase, actor, webNotice, page, requestId }: { phase: ClonePhase; actor: CloneActor; webNotice: boolean; page: PageName; requestId: () => string }) {
  const { _ } = useLingui();
  const services = useServices();
  const context = useActorSnapshot(actor).context;
  const track = (action: string) => services.analytics.trackClick(CreatorEvent.cloneAction, { from_page: page, action });
  if (phase === 'reviewing' || phase === 'creating') {
    const busy = phase === 'creating';
    return (
      <div className="cr-actions">
        <button type="button" className="tk-button tk-button--ghost" disabled={busy} onClick={() => actor.send({ type: 'EDIT' })} data-testid="clone-edit">
          {_(m.edit)}
        </button>
        <button type="button" className="tk-button" disabled={busy} aria-busy={busy || undefined} onClick={() => actor.send({ type: 'CONFIRM', requestId: requestId() })} data-testid="clone-create">
          {_(busy ? m.creating : m.create)}
        </button>
      </div>
    );
  }
  if (phase === 'createFailed') {
    return (
      <div className="tk-card" role="alert">
        <FieldError>{_(failureText(context.failure))}</FieldError>
        <FieldError>{_(m.createFailed)}</FieldError>
        <div className="cr-actions">
          <button type="button" className="tk-button tk-button--ghost" onClick={() => actor.send({ type: 'EDIT' })}>
            {_(m.edit)}
          </button>
          <button type="button" className="tk-button" onClick={() => actor.send({ type: 'RETRY' })} data-testid="clone-retry">
            {_(uiMessages.retry)}
          </button>
        </div>
      </div>
    );
  }
  const clone = context.clone;
  const notice = context.notice ? cloneNoticeMessages[context.notice] : webNotice ? m.linkCopied : null;
  return (
    <div className="tk-card" data-testid="clone-created">
      {clone ? <img className="cr-cover" src={clone.cardUrl} alt={_({ ...m.created, values: { name: clone.name } })} /> : null}
      <div className="cr-actions">
        <button
          type="button"
          className="tk-button"
          disabled={phase === 'sharing'}
          onClick={() => {
            track('share');
            actor.send({ type: 'SHARE' });
          }}
          data-testid="clone-share"
        >
          {_(m.share)}
        </button>
        <button
          type="button"
          className="tk-button tk-button--ghost"
          disabled={phase === 'savingCard'}
          onClick={() => {
            track('save_card');
            actor.send({ type: 'SAVE_CARD' });
          }}
          data-testid="clone-save-card"
        >
          {_(m.saveCard)}
        </button>
      </div>
      {clone ? (
        <OpenAppButton label={_(m.chatWithClone)} target={{ target: 'chat', params: { npc_id: clone.npcId } }} fromPage={page} entrance="clone_created" variant="compact" testId="clone-chat" />
      ) : null}
      <div aria-live="polite" data-testid="clone-notice">
        {notice ? <Note>{_(notice)}</Note> : null}
      </div>
      {phase === 'updatePrompt' ? (
        <div className="tk-card" role="alertdialog" aria-labelledby="cr-update" data-testid="clone-update-prompt">
          <p id="cr-update" className="cr-text">
            {_(m.updateApp)}
          </p>
          <div className="cr-actions">
            <button type="button" className="tk-button tk-button--ghost" onClick={() => actor.send({ type: 'DISMISS' })}>
              {_(m.noticeClose)}
            </button>
            <button type="button" className="tk-button" onClick={() => actor.send({ type: 'UPDATE_APP' })} data-testid="clone-update">
              {_(m.updateNow)}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The form: uncontrolled fields (their first value is the draft's), so the browser's autofill and an IME write to them undisturbed. */
function CloneForm({
  form,
  problem,
  refusal,
  onChange,
  onSubmit,
}: {
  form: CloneDraft;
  problem: ReturnType<typeof draftProblem>;
  /** The server refused the content, or the pictures (not this account's uploads any more). */
  refusal: 'violation' | 'pictures' | null;
  onChange: (next: CloneDraft) => void;
  onSubmit: () => void;
}) {
  const { _, i18n } = useLingui();
  const length = countLength(form.name.trim());
  const nameProblem = problem === 'name-empty' || problem === 'name-too-long' ? problem : null;
  // The length rule's note on Chinese characters only where it helps: zh/ja readers, or a name that holds one.
  const explainWide = explainsWideCount(readerLanguages(i18n.locale), form.name);
  const nameError = nameProblem === 'name-too-long' && !explainWide ? m.nameTooLongPlain : nameProblem ? draftProblemMessages[nameProblem] : null;
  return (
    <form
      className="tk-card"
      aria-labelledby="cr-clone-form"
      data-testid="clone-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="cr-clone-form" className="cr-card__title">
        {_(m.cloneTitle)}
      </h2>
      {refusal === 'violation' ? (
        <FieldError role="alert" data-testid="clone-violation">
          {_(m.violation)}
        </FieldError>
      ) : null}
      {refusal === 'pictures' ? (
        <FieldError role="alert" data-testid="clone-pictures-refused">
          {_(m.picturesRefused)}
        </FieldError>
      ) : null}
      <div className="cr-field">
        <div className="cr-row">
          <label htmlFor="cr-name">{_(m.nameLabel)}</label>
          <span className={length > CLONE_NAME_LIMIT ? 'tk-field-error' : 'tk-note'} data-testid="name-count">
            {_({ ...m.nameCount, values: { count: length, max: CLONE_NAME_LIMIT } })}
          </span>
        </div>
        <input
          id="cr-name"
          className="cr-input"
          defaultValue={form.name}
          autoComplete="off"
          aria-invalid={nameProblem !== null || undefined}
          aria-describedby={explainWide ? 'cr-name-hint' : undefined}
          onChange={(event) => onChange({ ...form, name: event.target.value })}
          data-testid="clone-name"
        />
        {explainWide ? (
          <p id="cr-name-hint" className="tk-note" data-testid="name-hint">
            {_(m.nameHint)}
          </p>
        ) : null}
        {nameError ? <FieldError data-testid="name-error">{_({ ...nameError, values: { max: CLONE_NAME_LIMIT } })}</FieldError> : null}
      </div>
      <div className="cr-field">
        <label htmlFor="cr-persona">{_(m.personaLabel)}</label>
        <textarea
          id="cr-persona"
          className="cr-input"
          defaultValue={form.persona}
          aria-invalid={problem === 'persona-empty' || undefined}
          onChange={(event) => onChange({ ...form, persona: event.target.value })}
          data-testid="clone-persona"
        />
        {problem === 'persona-empty' ? <FieldError>{_(draftProblemMessages['persona-empty'])}</FieldError> : null}
      </div>
      <div className="cr-field">
        <label htmlFor="cr-greeting">{_(m.greetingLabel)}</label>
        <textarea
          id="cr-greeting"
          className="cr-input"
          defaultValue={form.greeting}
          aria-invalid={problem === 'greeting-empty' || undefined}
          onChange={(event) => onChange({ ...form, greeting: event.target.value })}
          data-testid="clone-greeting"
        />
        {problem === 'greeting-empty' ? <FieldError>{_(draftProblemMessages['greeting-empty'])}</FieldError> : null}
      </div>
      <CloneImagePicker urls={form.imageUrls} onChange={(imageUrls) => onChange({ ...form, imageUrls })} />
      <button type="submit" className="tk-button" data-testid="clone-next">
        {_(m.next)}
      </button>
    </form>
  );
}
