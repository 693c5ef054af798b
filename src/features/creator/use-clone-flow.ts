import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { createActor } from 'xstate';
import type { CloneDraft, CloneEntry } from '@machines/clone/types';
import { useHydrated } from '@/ui/local-time';
import { useServices, useSession } from '@/kernel/session/app-context';
import { leavePageFor } from '@/platform/leave-page';
import { appUpdateUrl } from '@/services/app-open';
import type { PageName } from '@/platform/route-catalog';
import { loadedAnswer, releaseLoaded } from '@/kernel/data';
import { cloneQuotaCall } from './clone-calls';
import { cloneDrafts, draftProblem, EMPTY_DRAFT } from './clone-draft';
import { provideCloneMachine } from './clone-flow';
import { useActorSnapshot, type CloneActor } from './clone-actor';
import { dropHandover, handedSnapshot, handOver, readHandover, type Handover } from './clone-handover';
import { CLONE_PATHS, clonePhase, routeOf, stepName } from './clone-view';
import { CreatorEvent } from './creator-events';
import { useAppLogin } from './use-app-login';
import { creatorMessages as m } from './messages';

export const CLONE_PAGE: Record<CloneEntry, PageName> = {
  intro: 'ai_clone',
  create: 'ai_clone_create',
  summary: 'ai_clone_summary',
};

interface Handlers {
  requestLogin: () => void;
  shareOnWeb: (npcId: string) => void;
  openAppUpdate: () => void;
  clearDraft: () => void;
}

/**
 * The clone flow of one step's route: its actor (from the handover of the step before, or afresh), the
 * draft the form edits (kept as it changes), the move to another step's route, and the step's analytics.
 */
export function useCloneFlow(route: CloneEntry) {
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
      if (typeof navigator.share === 'function')
        void navigator.share({ title: _(m.cloneTitle), url }).catch(() => undefined);
      else
        void navigator.clipboard?.writeText(url).then(
          () => setWebNotice(true),
          () => undefined,
        );
    },
    openAppUpdate: () =>
      leavePageFor(appUpdateUrl(host.os, navigator.userAgent), services.environment !== 'production'),
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
    return createActor(machine, from ? { input, snapshot: handedSnapshot(from) } : { input });
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
    const carried = handOver(userId, actor.getPersistedSnapshot());
    void router.navigate({
      to: CLONE_PATHS[wanted],
      replace: wanted === 'create' && route === 'summary',
      state: (prev) => ({ ...prev, ...carried }),
    });
  }, [actor, router, route, userId, wanted]);

  const lastStep = useRef<string | null>(null);
  useEffect(() => {
    const step = stepName(phase);
    if (step && step !== lastStep.current)
      services.analytics.trackClick(CreatorEvent.cloneStep, { from_page: CLONE_PAGE[route], step });
    lastStep.current = step;
  }, [phase, route, services]);

  return { actor, phase, context, wanted, form, setForm, webNotice, drafts, login, origin, inApp: host.isNativeApp };
}
