import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { useServices } from '@/kernel/session/app-context';
import { openAppMessages } from './messages';
import { OpenAppButton } from './open-app-button';
import { useOpenAppScope } from './open-app-context';
import { OpenAppEvent } from './use-open-app';
import './open-app.css';

/**
 * The visitor's download prompt: the app's name, what it is for and a Download control. On a phone's
 * browser Download is a real link to the store (App Store, or the phone maker's market): the tap itself
 * opens it (a market scheme opens only from a tap), the app's scheme is not tried first, and the prompt
 * then says what is happening, with the download page for when nothing opened. Elsewhere (a desktop,
 * WeChat) it runs the page's app-open attempt. Hidden inside the Talkie app and where nothing can be
 * downloaded. Use inside an OpenAppProvider.
 */
export function DownloadPrompt() {
  const { _ } = useLingui();
  const scope = useOpenAppScope();
  const services = useServices();
  const [tapped, setTapped] = useState(false);
  if (!scope || scope.inApp || !scope.available) return null;
  const { storeUrl } = scope;
  return (
    <aside className="oa-prompt" aria-label="Talkie" data-testid="download-prompt">
      <svg className="oa-prompt__logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#7c5cff" />
        <path d="M11 13h18v11H19l-5 4v-4h-3z" fill="#fff" />
      </svg>
      <p className="oa-prompt__text">
        <strong className="oa-prompt__name">Talkie</strong>
        <span className="oa-prompt__tagline">{_(openAppMessages.promptTagline)}</span>
      </p>
      {storeUrl ? (
        <a
          className="tk-button oa-button oa-button--compact"
          href={storeUrl}
          data-testid="download-button"
          onClick={() => {
            services.analytics.trackClick(OpenAppEvent.download, {
              from_page: scope.fromPage,
              entrance: 'download_prompt',
              target: 'store',
            });
            setTapped(true);
          }}
        >
          {_(openAppMessages.download)}
        </a>
      ) : (
        <OpenAppButton
          label={_(openAppMessages.download)}
          action="download"
          entrance="download_prompt"
          variant="compact"
          testId="download-button"
        />
      )}
      {tapped ? (
        <p className="oa-prompt__status" role="status" data-testid="download-status">
          {_(openAppMessages.openingStoreApp)} <a href={scope.downloadPageUrl}>{_(openAppMessages.useDownloadPage)}</a>
        </p>
      ) : null}
    </aside>
  );
}
