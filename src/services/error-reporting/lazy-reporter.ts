import type { ErrorReporter, ErrorSource } from './reporter';

type Queued = [error: unknown, context: Record<string, unknown> | undefined, source: ErrorSource | undefined];

/**
 * An ErrorReporter that loads the real one on the first report, so pages that never fail never
 * download it. Reports made while it loads are kept and handed over in order.
 */
export function createLazyErrorReporter(load: () => Promise<ErrorReporter>): ErrorReporter {
  let real: ErrorReporter | null = null;
  let loading: Promise<ErrorReporter | null> | null = null;
  const queue: Queued[] = [];

  const ensure = (): Promise<ErrorReporter | null> => {
    loading ??= load().then(
      (reporter) => {
        real = reporter;
        for (const [error, context, source] of queue.splice(0)) reporter.report(error, context, source);
        return reporter;
      },
      (error: unknown) => {
        // Nowhere to report to: say so once in the console and keep the page running.
        console.warn('[error-reporting] could not load the reporter', error);
        queue.length = 0;
        return null;
      },
    );
    return loading;
  };

  return {
    report(error, context, source) {
      if (real) return real.report(error, context, source);
      queue.push([error, context, source]);
      void ensure();
    },
    async flush() {
      if (!real && !queue.length) return;
      const reporter = await ensure();
      await reporter?.flush();
    },
    pending: () => (real ? real.pending() : queue.length),
  };
}
