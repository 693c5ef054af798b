import { useEffect, useRef } from 'react';

/**
 * Calls `onBack` when the page may see the network again: it comes back to the foreground (visible
 * again, or restored from the back-forward cache by pageshow) or the device comes back online.
 */
export function useComeBack(onBack: () => void): void {
  const ref = useRef(onBack);
  ref.current = onBack;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') ref.current();
    };
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) ref.current();
    };
    const onOnline = () => ref.current();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onShow);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onShow);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
