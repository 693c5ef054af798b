import { useEffect, useId, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { openAppMessages } from './messages';

/**
 * WeChat and QQ block schemes and universal links: the guide points at the host's ··· menu, where
 * "Open in browser" lives. A modal dialog: focus moves into it, Escape or the button closes it.
 */
export function BrowserGuide({ onClose }: { onClose: () => void }) {
  const { _ } = useLingui();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div
      className="oa-guide"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="open-in-browser-guide"
      onClick={onClose}
    >
      <svg className="oa-guide__arrow" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <path
          d="M10 58C18 30 34 16 54 10M54 10l-14 0M54 10l-3 14"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="oa-guide__card" onClick={(event) => event.stopPropagation()}>
        <h2 id={titleId} className="oa-guide__title">
          {_(openAppMessages.browserGuideTitle)}
        </h2>
        <p className="oa-guide__text">{_(openAppMessages.browserGuide)}</p>
        <button ref={closeRef} type="button" className="tk-button tk-button--ghost" onClick={onClose}>
          {_(openAppMessages.close)}
        </button>
      </div>
    </div>
  );
}
