import { useState } from 'react';
import { ReadFailure } from '@/kernel/data';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { OpenAppButton } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { ugEventCall } from '../shared/campaign-calls';
import { campaignConfig } from '../shared/campaign-config';
import { CampaignEvent, trackCampaign } from '../shared/campaign-events';
import { useLocalDateTimeFormat } from '@/ui/local-time';
import { Countdown } from '../shared/event-window';
import { campaignMessages as c, ugMessages as m } from '../shared/messages';
import { useCampaignData } from '../shared/use-campaign-data';
import '../shared/campaign.css';

function useUgEvent() {
  return useCampaignData(ugEventCall());
}

/** The call to action: the invitation page inside the app, opening the app (or its store) elsewhere. */
function InviteAction() {
  const { _ } = useLingui();
  const { bridge, analytics } = useServices();
  if (bridge.inNativeApp) {
    return (
      <Link
        to="/invitation"
        className="tk-button tk-button--yellow"
        onClick={() => trackCampaign(analytics, CampaignEvent.openInApp, 'ug', { to: 'invitation' })}
      >
        {_(m.invite)}
      </Link>
    );
  }
  // Read on a tap only; the server renders the button without it.
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return (
    <OpenAppButton
      label={_(m.openApp)}
      fromPage="ug"
      entrance="ug_cta"
      target={{ target: 'webView', params: { url: `${origin}/invitation` } }}
    />
  );
}

/** /ug: the user-growth landing. */
export function UgPage() {
  const { _ } = useLingui();
  const event = useUgEvent();
  return (
    <PageWrapper page="ug">
      <div className="cp-page" data-testid="ug-page">
        <section className="cp-card">
          <h2 className="cp-card__title">{_(m.headline)}</h2>
          <p>{_(m.body)}</p>
          {event.data?.event.phase === 'running' ? (
            <Countdown label={_(c.endsIn)} targetMs={event.data.event.ends_at_ms} onZero={event.retry} />
          ) : null}
          {event.data?.event.phase === 'ended' ? (
            <p className="cp-banner" role="status">
              {_(errorMessages.eventEnded)}
            </p>
          ) : null}
          <InviteAction />
        </section>
        <nav className="cp-links">
          <Link to="/ug/video" className="tk-button tk-button--ghost">
            {_(m.watchVideo)}
          </Link>
          <Link to="/ug/rule" className="tk-button tk-button--ghost">
            {_(m.rules)}
          </Link>
        </nav>
      </div>
    </PageWrapper>
  );
}

/** /ug/video: the promo video, poster first, nothing downloaded before the tap on play. */
export function UgVideoPage() {
  const { _ } = useLingui();
  const [failed, setFailed] = useState(false);
  const { promoVideo } = campaignConfig;
  return (
    <PageWrapper page="ug_video">
      <div className="cp-page" data-testid="ug-video-page">
        <h2 className="cp-card__title">{_(m.videoTitle)}</h2>
        <video
          className="cp-video"
          controls
          playsInline
          preload="none"
          poster={promoVideo.poster}
          data-testid="promo-video"
          aria-label={_(m.videoTitle)}
          onError={() => setFailed(true)}
        >
          <source src={promoVideo.webm} type="video/webm" />
          <source src={promoVideo.mp4} type="video/mp4" onError={() => setFailed(true)} />
        </video>
        {failed ? (
          <p className="cp-error" role="alert">
            {_(m.videoFailed)}
          </p>
        ) : null}
        <InviteAction />
      </div>
    </PageWrapper>
  );
}

/** /ug/rule: the rules, with the event's dates in the visitor's time zone. */
export function UgRulePage() {
  const { _, i18n } = useLingui();
  const event = useUgEvent();
  const format = useLocalDateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  let body;
  if (event.failed)
    body = (
      <ReadFailure error={event.error} networkMessage={_(errorMessages.contentLoadingFailed)} onRetry={event.retry} />
    );
  else if (!event.data) body = <Loading />;
  else {
    const { starts_at_ms, ends_at_ms } = event.data.event;
    body = (
      <ol className="cp-card" data-testid="ug-rules">
        <li>{_({ ...m.rule1, values: { start: format.format(starts_at_ms), end: format.format(ends_at_ms) } })}</li>
        <li>{_(m.rule2)}</li>
        <li>{_(m.rule3)}</li>
        <li>{_(m.rule4)}</li>
        <li>{_(m.rule5)}</li>
      </ol>
    );
  }
  return (
    <PageWrapper page="ug_rule">
      <div className="cp-page">{body}</div>
    </PageWrapper>
  );
}
