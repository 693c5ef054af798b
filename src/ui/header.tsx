import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { HEADER_BASE_HEIGHT_PX, SHARE_DEBOUNCE_MS } from '@/platform/constants';
import { useShell, type ShareInfo, type Shell } from './shell-context';
import { leadingDebounce } from './debounce';
import { uiMessages } from './messages';

export interface HeaderProps {
  title: string;
  /** Show the header even inside the native app. */
  visible?: boolean;
  /** Right share icon: native share of this info, or `onShare` when given. */
  shareInfo?: ShareInfo;
  onShare?: () => void;
  /** Replaces the default back behaviour. */
  onBack?: () => void;
}

/** Whether the page draws its header: always in a browser; inside the app only when asked to. */
export function headerShown(shell: Pick<Shell, 'host' | 'params'>, visible: boolean | undefined): boolean {
  return !shell.host.isNativeApp || visible === true || shell.params.transparent === true;
}

/**
 * Header of SPEC §2: back button and title, 44 px plus the status-bar height. Inside the native app it is
 * hidden (the app draws its own) unless `visible` is set or the page runs with `?transparent=true`.
 */
export function Header({ title, visible, shareInfo, onShare, onBack }: HeaderProps) {
  const { _ } = useLingui();
  const shell = useShell();
  const shown = headerShown(shell, visible);
  const share = useMemo(
    () =>
      leadingDebounce(() => (onShare ? onShare() : shareInfo ? shell.share(shareInfo) : undefined), SHARE_DEBOUNCE_MS),
    [onShare, shareInfo, shell],
  );
  if (!shown) return null;
  const statusBar = shell.host.isNativeApp ? shell.statusBarHeight : 0;
  return (
    <header
      className={`tk-header${shell.params.transparent ? ' tk-header--transparent' : ''}`}
      data-testid="page-header"
      style={{ height: `${HEADER_BASE_HEIGHT_PX + statusBar}px`, paddingTop: `${statusBar}px` }}
    >
      <button type="button" className="tk-header__icon" aria-label={_(uiMessages.back)} onClick={onBack ?? shell.back}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1 className="tk-header__title" data-testid="page-title">
        {title}
      </h1>
      {shareInfo || onShare ? (
        <button type="button" className="tk-header__icon" aria-label={_(uiMessages.share)} onClick={share}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M12 3v12M7 8l5-5 5 5M5 14v5h14v-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : (
        <span className="tk-header__icon" aria-hidden="true" />
      )}
    </header>
  );
}
