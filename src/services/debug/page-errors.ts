/**
 * Debug mode's log of what went wrong on the page: uncaught errors, unhandled rejections and
 * console.error calls, as text in `window.__talkiePageErrors`. A WebDriver test (which has no
 * console or init-script access) or a person on the remote inspector reads it from there.
 */
export const PAGE_ERRORS_GLOBAL = '__talkiePageErrors';

type LogWindow = Pick<Window, 'addEventListener'> & { console: Pick<Console, 'error'> } & Record<string, unknown>;

const describe = (value: unknown): string => {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** Starts the log (once per page) and returns it. */
export function installPageErrorLog(win: LogWindow): string[] {
  const existing = win[PAGE_ERRORS_GLOBAL];
  if (Array.isArray(existing)) return existing as string[];
  const log: string[] = [];
  win[PAGE_ERRORS_GLOBAL] = log;
  win.addEventListener('error', (event) => {
    const e = event as ErrorEvent;
    // Resource load errors (img, script) arrive here too, without an error object or message.
    if (!e.error && !e.message) return;
    log.push(
      `page error: ${e.error ? describe(e.error) : e.message}${e.filename ? ` (at ${e.filename}:${e.lineno})` : ''}`,
    );
  });
  win.addEventListener('unhandledrejection', (event) => {
    log.push(`unhandled rejection: ${describe((event as PromiseRejectionEvent).reason)}`);
  });
  const consoleError = win.console.error.bind(win.console);
  win.console.error = (...args: unknown[]) => {
    log.push(`console error: ${args.map(describe).join(' ')}`);
    consoleError(...args);
  };
  return log;
}
