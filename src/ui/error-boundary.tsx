import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanelWithPageException } from './page-exception';

interface Props {
  children: ReactNode;
  /** Called once per caught render error (the app reports it in production). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Changing this key clears the error, e.g. on navigation. */
  resetKey?: string;
}

interface State {
  error: unknown;
}

/** Page error boundary: shows the exception panel instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorPanelWithPageException onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
