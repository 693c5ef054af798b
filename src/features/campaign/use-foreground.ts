import { useEffect, useRef } from 'react';

/** Calls `onBack` when the page comes back to the foreground (visible again, or restored by pageshow). */
export function useForeground(onBack: () => void): void {
  const ref = useRef(onBack);
  ref.current = onBack;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') ref.current();
    };
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) ref.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);
}
