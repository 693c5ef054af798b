import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type { SpinRecord } from '@machines/spin-wheel/types';
import { useServices } from '@/kernel/session/app-context';
import { useShell } from '@/ui/shell-context';
import { CampaignEvent, trackCampaign } from '../shared/campaign-events';
import { notify } from '../shared/in-app-notice';
import { campaignMessages as c, spinMessages as m } from '../shared/messages';
import { ClaimLink } from '../shared/claim-link';
import { prizeText } from '../shared/prize-text';
import { Celebration } from '@/ui/celebration';

/**
 * What happens next with the prize the server named: credited, or the contact form for a physical
 * prize. Its title is the page's result headline (`cp-result-title`), said once in its status region.
 */
export function SpinResultCard({ record, page, onClose }: { record: SpinRecord; page: string; onClose: () => void }) {
  const { _, i18n } = useLingui();
  const { bridge, analytics } = useServices();
  const shell = useShell();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => ok.current?.focus(), []);
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const card = `${location.origin}/weaver/media/image/${encodeURIComponent(`prize_${record.prize.prizeId}`)}.svg`;
  return (
    <section
      className="cp-card cp-result"
      data-testid="spin-result"
      data-prize-id={record.prize.prizeId}
      aria-labelledby="cp-result-title"
    >
      {record.prize.kind === 'gems' && record.expiresAtMs ? (
        <p className="cp-muted">{_({ ...c.expiresOn, values: { date: date.format(record.expiresAtMs) } })}</p>
      ) : null}
      {record.prize.kind === 'item' ? <p className="cp-muted">{_(m.credited)}</p> : null}
      {record.status === 'to_claim' && record.claimDeadlineMs ? (
        <p>
          <ClaimLink recordId={record.recordId} className="tk-button tk-button--yellow">
            {_(m.fillDetails)}
          </ClaimLink>{' '}
          <span className="cp-muted">{_({ ...m.claimBy, values: { date: date.format(record.claimDeadlineMs) } })}</span>
        </p>
      ) : null}
      <div className="cp-actions">
        {bridge.inNativeApp && record.prize.kind !== 'none' ? (
          <button
            type="button"
            className="tk-button tk-button--ghost"
            onClick={() => {
              trackCampaign(analytics, CampaignEvent.savePrizeCard, page, { prize_id: record.prize.prizeId });
              bridge.call('saveImageToPhotosAlbum', { url: card }).then(
                () => notify(bridge, shell, _(m.saved)),
                () => notify(bridge, shell, _(m.saveFailed)),
              );
            }}
          >
            {_(m.savePrizeCard)}
          </button>
        ) : null}
        <button
          type="button"
          className="tk-button tk-button--yellow"
          ref={ok}
          onClick={onClose}
          data-testid="result-ok"
        >
          {_(c.ok)}
        </button>
      </div>
    </section>
  );
}

/**
 * The result, said once: its headline is the one status region (always there, so it is announced when it
 * fills) and the card's title; a prize the server granted is celebrated.
 */
export function SpinAnnouncement({
  result,
  page,
  onClose,
}: {
  result: SpinRecord | null;
  page: string;
  onClose: () => void;
}) {
  const { _, i18n } = useLingui();
  return (
    <Celebration active={Boolean(result && result.prize.kind !== 'none')} className="cp-result-box">
      <div className="cp-live" aria-live="polite" role="status" data-testid="spin-announcement">
        {result ? (
          <h2 id="cp-result-title" className="cp-result__headline">
            {result.prize.kind === 'none'
              ? _(m.noLuck)
              : _({ ...m.youWon, values: { prize: prizeText(i18n, result.prize) } })}
          </h2>
        ) : null}
      </div>
      {result ? <SpinResultCard record={result} page={page} onClose={onClose} /> : null}
    </Celebration>
  );
}
