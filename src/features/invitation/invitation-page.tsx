import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useActorRef, useSelector } from '@xstate/react';
import { GEM_EXPIRY_DAYS } from '@/platform/constants';
import { SessionGate } from '@/kernel/session/session-gate';
import { useHydrated } from '@/ui/local-time';
import { loadedAnswer, ReadFailure, releaseLoaded } from '@/kernel/data';
import { invitationInfoCall } from './invitation-calls';
import type { OpenAppTarget } from '@/kernel/open-app';
import { useServices, useSession } from '@/kernel/session/app-context';
import { LoginPrompt } from '@/kernel/session/login-prompt';
import { webPageUrl } from '@/kernel/open-app/web-page-url';
import { useRealNameLogin } from '@/kernel/session/use-real-name-login';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { Note } from '@/ui/blocks';
import { BindCodeForm } from './bind-code-form';
import { invitationConfig } from './invitation-config';
import { InvitationEvent } from './invitation-events';
import { provideInvitationMachine, toInvitationInfo } from './invitation-flow';
import { sameInvitationView, selectInvitationView, type InvitationView } from './invitation-view';
import { invitationMessages as m } from './messages';
import { InvitedByCard } from './invited-by-card';
import { OwnCodeCard } from './own-code-card';
import { RewardsList } from './rewards-list';
import { copyText, invitationLink, shareInvitation, type ShareOutcome } from './share-invitation';
import './invitation.css';

/** The invitation event (/invitation): own code and sharing, a friend's code, rewards. Needs a real-name login. */
export function InvitationPage({ inviteCode }: { inviteCode?: string }) {
  return (
    <PageWrapper page="invitation">
      <SessionGate>
        <InvitationScreen prefill={inviteCode ?? ''} />
      </SessionGate>
    </PageWrapper>
  );
}

const SHARE_NOTICE: Partial<Record<ShareOutcome, MessageDescriptor>> = {
  copied: m.linkCopied,
  wechat: m.shareInWechat,
  failed: m.shareFailed,
};

function InvitationScreen({ prefill }: { prefill: string }) {
  const { _ } = useLingui();
  const services = useServices();
  const session = useSession();
  const login = useRealNameLogin({ entrance: invitationConfig.entrance });
  const { host, bridge } = services;
  const [typed, setTyped] = useState(prefill);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const track = (name: string, extra: Record<string, unknown> = {}) =>
    services.analytics.trackClick(name, { from_page: 'invitation', entrance: invitationConfig.entrance, ...extra });

  // The machine's effects call the latest handlers (they close over translations and state).
  const handlers = useRef({ login: () => {}, share: (_code: string) => {} });
  useEffect(() => {
    handlers.current = {
      login: login.start,
      share: (code: string) => {
        const share = {
          title: _(m.shareTitle),
          text: _({ ...m.shareText, values: { code } }),
          url: invitationLink(location.origin, code),
        };
        void shareInvitation({ host, bridge, navigator }, share).then((outcome) =>
          setNotice(SHARE_NOTICE[outcome] ?? null),
        );
      },
    };
  });
  const isLoggedIn = session.status === 'ready' && !session.isAnonymous;
  // With the server's render of the visitor's page, the flow starts from the info it carried.
  const [flow] = useState(() => {
    const loaded = isLoggedIn ? loadedAnswer(services.client, invitationInfoCall) : undefined;
    const info = loaded ? toInvitationInfo(loaded) : undefined;
    const machine = provideInvitationMachine({
      client: services.client,
      requestLogin: () => handlers.current.login(),
      shareInvitation: (code) => handlers.current.share(code),
      info,
      userId: session.userId,
    });
    return { machine, info };
  });
  useEffect(() => releaseLoaded(services.client, invitationInfoCall), [services.client]);
  const actor = useActorRef(flow.machine, { input: { isLoggedIn, info: flow.info } });
  const view = useSelector(actor, selectInvitationView, sameInvitationView);

  // The app's login was handed over and the session is now a real-name one.
  useEffect(() => {
    if (isLoggedIn && actor.getSnapshot().matches('loginRequired')) actor.send({ type: 'LOGGED_IN' });
  }, [actor, isLoggedIn]);

  // A friend's code was just bound: reload, the welcome reward is now in the list.
  const codeState = view.phase === 'ready' ? view.code.state : null;
  const previousCodeState = useRef(codeState);
  useEffect(() => {
    if (previousCodeState.current === 'submitting' && codeState === 'bound') actor.send({ type: 'RELOAD' });
    previousCodeState.current = codeState;
  }, [actor, codeState]);

  // Notices fade after a while.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), invitationConfig.noticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  // Inside WeChat, "share to a friend" from WeChat's own menu sends the invitation.
  const ownCode = view.phase === 'ready' ? view.info.inviteCode : null;
  useEffect(() => {
    if (host.app !== 'wechat' || !ownCode) return;
    void services
      .loadWechatShare()
      .then((wechat) =>
        wechat.setWechatShare({
          title: _(m.shareTitle),
          desc: _({ ...m.shareText, values: { code: ownCode } }),
          cover_url: '',
          shareUrl: invitationLink(location.origin, ownCode),
        }),
      )
      .catch(() => false); // logged by the WeChat service
  }, [host.app, ownCode, services, _]);

  // The page's own address is the browser's: the server's HTML (and hydration) name the path alone.
  const origin = useHydrated() ? location.origin : '';

  // While the info reloads (after a bind), the last screen stays instead of a spinner.
  const [lastReady, setLastReady] = useState<Extract<InvitationView, { phase: 'ready' }> | null>(null);
  if (view.phase === 'ready' && view !== lastReady) setLastReady(view);

  if (view.phase === 'loginRequired') {
    // A friend's code goes with them: into the app (this page with the code) and through its install (the download
    // page).
    const path = prefill ? `/invitation?invite_code=${encodeURIComponent(prefill)}` : '/invitation';
    const appTarget: OpenAppTarget = { target: 'webView', params: { url: webPageUrl(path, origin || null) } };
    const prompt = (
      <LoginPrompt
        inApp={host.isNativeApp}
        phase={login.phase}
        openApp={{
          label: _(m.openAppToJoin),
          target: appTarget,
          fromPage: 'invitation',
          ...(prefill ? { extraQuery: { invite_code: prefill } } : {}),
          testId: 'invitation-open-app',
        }}
        onLogIn={() => {
          track(InvitationEvent.login, { retry: login.phase === 'canceled' || login.phase === 'failed' });
          actor.send({ type: 'LOG_IN' });
        }}
      />
    );
    if (!prefill) return prompt;
    return (
      <div className="iv-page">
        <InvitedByCard
          code={prefill}
          onCopy={(code) => {
            track(InvitationEvent.copyInvitedCode);
            return copyText(navigator, code);
          }}
        />
        {prompt}
      </div>
    );
  }
  if (view.phase === 'failed')
    return (
      <ReadFailure
        error={view.failure}
        networkMessage={_(errorMessages.contentLoadingFailed)}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  const shown = view.phase === 'ready' ? view : lastReady;
  if (!shown) return <Loading />;

  return (
    <div className="iv-page" aria-busy={view.phase === 'loading' || undefined} data-testid="invitation-content">
      <OwnCodeCard
        info={shown.info}
        notice={notice}
        onCopy={() => {
          track(InvitationEvent.copyCode);
          void copyText(navigator, shown.info.inviteCode).then((ok) => setNotice(ok ? m.copied : m.shareFailed));
        }}
        onShare={() => {
          track(InvitationEvent.share, {
            channel: host.isNativeApp
              ? 'native'
              : host.app === 'wechat'
                ? 'wechat'
                : typeof navigator.share === 'function'
                  ? 'system'
                  : 'copy',
          });
          actor.send({ type: 'SHARE' });
        }}
      />
      <BindCodeForm
        view={shown.code}
        boundCode={shown.info.boundCode}
        value={typed}
        onChange={(next) => {
          setTyped(next);
          if (shown.code.state === 'refused' || shown.code.state === 'submitFailed')
            actor.send({ type: 'CODE_EDITED' });
        }}
        onSubmit={() => {
          track(InvitationEvent.bindCode, { retry: false });
          actor.send({ type: 'SUBMIT_CODE', code: typed });
        }}
        onRetry={() => {
          track(InvitationEvent.bindCode, { retry: true });
          actor.send({ type: 'RETRY_SUBMIT' });
        }}
      />
      <RewardsList
        rewards={shown.info.rewards}
        view={shown.rewards}
        onReceive={(reward) => {
          track(InvitationEvent.receiveReward, { reward_id: reward.rewardId, kind: reward.kind ?? null });
          actor.send({ type: 'RECEIVE_REWARD', rewardId: reward.rewardId });
        }}
      />
      <Note className="iv-expiry" data-testid="gem-expiry">
        {_({ ...m.gemExpiry, values: { days: GEM_EXPIRY_DAYS } })}
      </Note>
    </div>
  );
}
