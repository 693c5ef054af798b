import { useLingui } from '@lingui/react';
import type { CloneEntry } from '@machines/clone/types';
import type { OpenAppTarget } from '@/kernel/open-app';
import { ReadFailure } from '@/kernel/data';
import { LoginPrompt } from '@/kernel/session/login-prompt';
import { SessionGate } from '@/kernel/session/session-gate';
import { Card, Note } from '@/ui/blocks';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { CloneActions } from './clone-actions';
import { draftProblem } from './clone-draft';
import { CloneForm } from './clone-form';
import { CLONE_PATHS } from './clone-view';
import { CreatorPageWrapper } from './creator-gate';
import { creatorMessages as m } from './messages';
import { CLONE_PAGE, useCloneFlow } from './use-clone-flow';
import './creator.css';

export { preloadCloneQuota } from './clone-calls';

/** /ai/clone, /ai/clone/create and /ai/clone/summary: the clone flow, one step per route. */
export const CloneIntroPage = () => <ClonePage route="intro" />;
export const CloneCreatePage = () => <ClonePage route="create" />;
export const CloneSummaryPage = () => <ClonePage route="summary" />;

function ClonePage({ route }: { route: CloneEntry }) {
  return (
    <CreatorPageWrapper page={CLONE_PAGE[route]}>
      <SessionGate>
        <CloneScreen route={route} />
      </SessionGate>
    </CreatorPageWrapper>
  );
}

function CloneScreen({ route }: { route: CloneEntry }) {
  const { _ } = useLingui();
  const { actor, phase, context, wanted, form, setForm, webNotice, drafts, login, origin, inApp } = useCloneFlow(route);
  if (phase === 'loading' || (wanted && wanted !== route)) return <Loading />;
  if (phase === 'loginRequired') {
    const target: OpenAppTarget = { target: 'webView', params: { url: origin && `${origin}${CLONE_PATHS.intro}` } };
    return (
      <LoginPrompt
        title={m.logInToClone}
        inApp={inApp}
        phase={login.phase}
        onLogIn={() => actor.send({ type: 'LOG_IN' })}
        openApp={{ label: _(m.openApp), target, fromPage: CLONE_PAGE[route], testId: 'creator-open-app' }}
      />
    );
  }
  if (phase === 'failed')
    return (
      <ReadFailure
        error={context.failure}
        networkMessage={_(errorMessages.contentLoadingFailed)}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
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
        <button
          type="button"
          className="tk-button"
          onClick={() => actor.send({ type: 'START' })}
          data-testid="clone-start"
        >
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
        <h2 className="cr-card__title">
          {context.clone ? _({ ...m.created, values: { name: context.clone.name } }) : _(m.summaryTitle)}
        </h2>
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
      <CloneActions
        phase={phase}
        actor={actor}
        webNotice={webNotice}
        page={CLONE_PAGE[route]}
        requestId={() => drafts.attemptKey(draft)}
      />
    </section>
  );
}
