import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createToastStore, TOAST_DURATION_MS } from '@/ui/toast';
import { renderWithShell } from '../../support/render';

const HINT = "Tap the app's close button to leave this page";

function renderShell() {
  const hints = createToastStore();
  renderWithShell(<p>page</p>, { shell: { hints, showHint: (message) => hints.show(message) } });
  return hints;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the close hint toast (Shell.showHint)', () => {
  it('appears inside a polite live region that is in the page before any hint', () => {
    const hints = renderShell();
    const region = screen.getByTestId('toast-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => hints.show(HINT));
    expect(region).toHaveTextContent(HINT);
  });

  it('hides itself after its time, and a new hint restarts that time', () => {
    vi.useFakeTimers();
    const hints = renderShell();
    act(() => hints.show('first'));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    act(() => hints.show(HINT));
    expect(screen.getByTestId('toast')).toHaveTextContent(HINT);
    expect(screen.queryByText('first')).toBeNull();
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('the Dismiss button hides it at once', () => {
    const hints = renderShell();
    act(() => hints.show(HINT));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
