import { config } from '@/platform/config';
import { createErrorReporter, type ErrorReporter, type ErrorReporterDeps, type ErrorSource } from './reporter';

export {
  createErrorReporter,
  describeError,
  type ErrorReporter,
  type ErrorReporterDeps,
  type ErrorSource,
  type HeaderBuilder,
} from './reporter';
export { installGlobalErrorHandlers } from './global-handlers';

const defaultEndpoints = (): string[] => {
  const local = `${config.apiBaseUrl}${config.errorReportPath}`;
  return config.errorReportHostedEndpoint ? [local, config.errorReportHostedEndpoint] : [local];
};

let reporter: ErrorReporter | null = null;

/** The app's reporter, created on first use with the configured endpoints. */
export function getErrorReporter(): ErrorReporter {
  reporter ??= createErrorReporter({ endpoints: defaultEndpoints() });
  return reporter;
}

/** Replaces the app's reporter (boot wires signed headers; tests pass fakes). */
export function configureErrorReporter(deps: Partial<ErrorReporterDeps>): ErrorReporter {
  reporter = createErrorReporter({ endpoints: defaultEndpoints(), ...deps });
  return reporter;
}

/** For the ErrorBoundary and anyone else: report one error with what is known about it. */
export function reportError(error: unknown, context?: Record<string, unknown>, source: ErrorSource = 'manual'): void {
  getErrorReporter().report(error, context, source);
}
