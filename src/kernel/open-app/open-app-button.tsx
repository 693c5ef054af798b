import type { ReactNode } from 'react';
import { LazyBrowserGuide } from './lazy-browser-guide';
import { useOpenAppScope } from './open-app-context';
import { OpenAppStatus } from './open-app-status';
import type { OpenAppTarget } from './open-app-target';
import { useOpenApp, type OpenAppControls } from './use-open-app';
import './open-app.css';

export interface OpenAppButtonProps {
  /** Visible text; it is also the accessible name unless children say more. */
  readonly label: ReactNode;
  /** What to open; inside an OpenAppProvider it defaults to the page's target. */
  readonly target?: OpenAppTarget | null;
  /** Page name for the download page and analytics; needed outside an OpenAppProvider. */
  readonly fromPage?: string;
  /** More query values for the download page (outside an OpenAppProvider, which has its own). */
  readonly extraQuery?: Readonly<Record<string, string>>;
  /** Which control this is, for analytics (default: button). */
  readonly entrance?: string;
  readonly action?: 'open_app' | 'download';
  readonly variant?: 'primary' | 'compact';
  readonly className?: string;
  readonly testId?: string;
}

/**
 * A real button that opens the app through the app-open machine: the deep link inside the Talkie app,
 * scheme or universal link with store and download fallbacks in browsers, the open-in-browser guide in
 * WeChat and QQ. Renders nothing where the app can be neither opened nor downloaded.
 */
export function OpenAppButton(props: OpenAppButtonProps) {
  const scope = useOpenAppScope();
  return scope ? <OpenAppButtonView controls={scope} {...props} /> : <StandaloneOpenAppButton {...props} />;
}

function StandaloneOpenAppButton(props: OpenAppButtonProps) {
  const controls = useOpenApp({
    fromPage: props.fromPage ?? 'unknown',
    target: props.target ?? null,
    ...(props.extraQuery ? { extraQuery: props.extraQuery } : {}),
  });
  return (
    <>
      <OpenAppButtonView controls={controls} {...props} />
      {controls.guideOpen ? <LazyBrowserGuide onClose={controls.closeGuide} /> : null}
      <OpenAppStatus controls={controls} />
    </>
  );
}

function OpenAppButtonView({
  controls,
  label,
  target,
  entrance,
  action,
  variant = 'primary',
  className,
  testId,
}: Omit<OpenAppButtonProps, 'extraQuery'> & { controls: OpenAppControls }) {
  if (!controls.available) return null;
  return (
    <button
      type="button"
      className={`tk-button oa-button oa-button--${variant}${className ? ` ${className}` : ''}`}
      data-testid={testId ?? 'open-app-button'}
      data-open-method={controls.method}
      aria-busy={controls.busy || undefined}
      data-ready={controls.ready || undefined}
      onClick={() =>
        controls.open({ ...(target ? { target } : {}), entrance: entrance ?? 'button', action: action ?? 'open_app' })
      }
    >
      {label}
    </button>
  );
}
