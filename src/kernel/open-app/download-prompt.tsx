import { useLingui } from '@lingui/react';
import { openAppMessages } from './messages';
import { OpenAppButton } from './open-app-button';
import { useOpenAppScope } from './open-app-context';
import './open-app.css';

/**
 * The visitor's download prompt: the app's name, what it is for and a Download button that runs the
 * same app-open attempt (an installed app opens; otherwise the store, then the download page).
 * Hidden inside the Talkie app and where nothing can be downloaded. Use inside an OpenAppProvider.
 */
export function DownloadPrompt() {
  const { _ } = useLingui();
  const scope = useOpenAppScope();
  if (!scope || scope.inApp || !scope.available) return null;
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
      <OpenAppButton label={_(openAppMessages.download)} action="download" entrance="download_prompt" variant="compact" testId="download-button" />
    </aside>
  );
}
