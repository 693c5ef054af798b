import { useLingui } from '@lingui/react';
import { ErrorPanel } from './error-panel';
import { uiMessages } from './messages';

export function ErrorPanelWithPageException({ onRetry }: { onRetry?: () => void }) {
  const { _ } = useLingui();
  return <ErrorPanel kind="unknown" message={_(uiMessages.pageException)} {...(onRetry ? { onRetry } : {})} />;
}
