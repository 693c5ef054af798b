import { useLingui } from '@lingui/react';
import { openAppMessages as m } from './messages';
import type { OpenAppControls } from './use-open-app';

/**
 * What the page is doing during an attempt in a browser, in words (a dimmed button says nothing):
 * opening the app, then — when the app did not come to the front — the store as a link the visitor
 * taps (a market scheme opens only from a tap), or the App Store or the download page opening.
 */
export function OpenAppStatus({ controls }: { controls: OpenAppControls }) {
  const { _ } = useLingui();
  const { phase } = controls;
  if (phase === 'none') return null;
  return (
    <div className="oa-status" role="status" aria-live="polite" data-testid="open-app-status" data-phase={phase}>
      {phase === 'storeOffer' ? (
        <>
          <p className="oa-status__title">{_(m.notOpened)}</p>
          <p className="oa-status__text">{_(m.getFromStore)}</p>
          <div className="oa-status__actions">
            {controls.storeUrl ? (
              <a
                className="tk-button oa-button oa-button--primary"
                href={controls.storeUrl}
                data-testid="open-app-store-link"
              >
                {_(m.getTalkie)}
              </a>
            ) : null}
            <button type="button" className="tk-button tk-button--ghost" onClick={controls.dismiss}>
              {_(m.notNow)}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="oa-status__title">
            {_(phase === 'openingStore' ? m.openingStore : phase === 'openingDownload' ? m.openingDownload : m.opening)}
          </p>
          {phase === 'opening' ? <p className="oa-status__text">{_(m.openingHint)}</p> : null}
        </>
      )}
    </div>
  );
}
