import { useEffect, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react';
import { StatusCode } from '@/api/contract/codes';
import type { Theme } from '@/api/contract/creator';
import { refusalCodeOf, useRemote, ReadFailure } from '@/kernel/data';
import { HOME_TARGET, OpenAppButton } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { EmptyState, Note } from '@/ui/blocks';
import { themeCall } from './creator-calls';
import { creatorConfig } from './creator-config';
import { CreatorEvent } from './creator-events';
import { CreatorPageWrapper } from './creator-gate';
import { creatorMessages as m } from './messages';
import { useQueryValue } from './route-values';
import './creator.css';

/** A colour the server sends, used only when it is a plain hex colour (nothing else reaches CSS). */
export const safeColor = (value: string, fallback: string): string =>
  /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;

/** The theme's colours as custom properties of the preview element only: the rest of the app keeps its styles. */
export function themeStyle(theme: Theme): CSSProperties {
  return {
    '--cr-theme-bg': safeColor(theme.background, '#1b1b24'),
    '--cr-theme-ai': safeColor(theme.bubble_ai, '#2b2b38'),
    '--cr-theme-ai-text': safeColor(theme.bubble_ai_text, '#ffffff'),
    '--cr-theme-user': safeColor(theme.bubble_user, '#6c5ce7'),
    '--cr-theme-user-text': safeColor(theme.bubble_user_text, '#ffffff'),
    '--cr-theme-accent': safeColor(theme.accent, '#6c5ce7'),
  } as CSSProperties;
}

/** /theme/preview?theme_id=: sample chat bubbles in a theme's colours; apply or get it in the app. */
export function ThemePreviewPage() {
  const { _ } = useLingui();
  const themeId = useQueryValue('theme_id');
  return (
    <CreatorPageWrapper page="theme_preview">
      {themeId ? <ThemePreview themeId={themeId} /> : <ThemeUnavailable message={_(m.themeMissing)} />}
    </CreatorPageWrapper>
  );
}

function ThemePreview({ themeId }: { themeId: string }) {
  const { _ } = useLingui();
  const services = useServices();
  const { remote, retry } = useRemote(themeCall(themeId));
  const code = remote.status === 'failed' ? refusalCodeOf(remote.error) : null;
  const shown = remote.status === 'ready' ? 'ready' : code === StatusCode.NotFound ? 'not_found' : null;
  useEffect(() => {
    if (shown)
      services.analytics.trackClick(CreatorEvent.view, { from_page: 'theme_preview', state: shown, theme_id: themeId });
  }, [services, shown, themeId]);
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed') {
    return code === StatusCode.NotFound ? (
      <ThemeUnavailable message={_(m.themeNotFound)} hint={_(m.themeNextStep)} />
    ) : (
      <ReadFailure error={remote.error} onRetry={retry} />
    );
  }
  const theme = remote.data.theme;
  const free = theme.price_gems === 0;
  return (
    <div className="cr-page">
      <section
        className="cr-theme"
        style={themeStyle(theme)}
        aria-labelledby="cr-theme-name"
        data-testid="theme-preview"
      >
        <h2 id="cr-theme-name" className="cr-theme__name">
          {theme.name}
        </h2>
        {theme.samples.map((s, i) => (
          <p key={i} className={`cr-bubble cr-bubble--${s.sender}`} data-testid={`bubble-${s.sender}`}>
            {s.text}
          </p>
        ))}
      </section>
      <Note>{free ? _(m.themeFree) : _({ ...m.gems, values: { count: theme.price_gems } })}</Note>
      <OpenAppButton
        label={_(free ? m.applyInApp : m.getInApp)}
        target={{
          target: 'fullAdapter',
          params: { page_name: creatorConfig.themeAdapterPage, bundle_scene_name: theme.theme_id },
        }}
        fromPage="theme_preview"
        entrance={free ? 'apply_theme' : 'get_theme'}
        testId="theme-apply"
      />
    </div>
  );
}

/** No theme to show (none in the URL, or gone): says which, and opens the app where the themes are. */
function ThemeUnavailable({ message, hint }: { message: string; hint?: string }) {
  const { _ } = useLingui();
  return (
    <EmptyState message={message}>
      {hint ? <p className="tk-error__hint">{hint}</p> : null}
      <OpenAppButton
        label={_(m.openApp)}
        target={HOME_TARGET}
        fromPage="theme_preview"
        entrance="theme_missing"
        testId="theme-open-app"
      />
    </EmptyState>
  );
}
