import type { ErrorReporter } from './reporter';

/** What installGlobalErrorHandlers listens on: a window, or a fake in tests. */
export type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document?: Pick<Document, 'visibilityState'>;
};

/**
 * Feeds window `error` and `unhandledrejection` into the reporter and flushes it when the page is
 * hidden or unloaded. Returns a function that removes the listeners.
 */
export function installGlobalErrorHandlers(target: EventSource, reporter: ErrorReporter): () => void {
  const onError = (event: Event): void => {
    const e = event as ErrorEvent;
    // Resource load errors (img, script) arrive here too, without an error object or message.
    if (!e.error && !e.message) return;
    reporter.report(e.error ?? e.message, { filename: e.filename, lineno: e.lineno, colno: e.colno }, 'window');
  };
  const onRejection = (event: Event): void => {
    reporter.report((event as PromiseRejectionEvent).reason, undefined, 'unhandledrejection');
  };
  const onHidden = (): void => {
    if (!target.document || target.document.visibilityState === 'hidden') void reporter.flush();
  };
  const onPageHide = (): void => void reporter.flush();

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', onPageHide);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', onPageHide);
  };
}
