import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Header } from '@/ui/header';
import { renderWithShell, nativeHost } from '../support/render';

describe('Header', () => {
  it('shows the back button and the title in a browser', () => {
    const back = vi.fn();
    renderWithShell(<Header title="Shared Chat" />, { shell: { back } });
    expect(screen.getByRole('heading', { name: 'Shared Chat' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('is 44 px tall in a browser and adds the status bar inside the app', () => {
    const { unmount } = renderWithShell(<Header title="T" />);
    expect(screen.getByTestId('page-header')).toHaveStyle({ height: '44px' });
    unmount();
    renderWithShell(<Header title="T" visible />, { shell: { host: nativeHost, statusBarHeight: 44 } });
    expect(screen.getByTestId('page-header')).toHaveStyle({ height: '88px', paddingTop: '44px' });
  });

  it('is hidden inside the native app unless the visible flag or transparent=true', () => {
    const { unmount } = renderWithShell(<Header title="T" />, { shell: { host: nativeHost } });
    expect(screen.queryByTestId('page-header')).toBeNull();
    unmount();
    const second = renderWithShell(<Header title="T" visible />, { shell: { host: nativeHost } });
    expect(screen.getByTestId('page-header')).toBeInTheDocument();
    second.unmount();
    renderWithShell(<Header title="T" />, { shell: { host: nativeHost, params: { transparent: true } } });
    expect(screen.getByTestId('page-header')).toBeInTheDocument();
  });

  it('the share icon calls native share once for a burst of taps (300 ms)', () => {
    vi.useFakeTimers();
    const share = vi.fn();
    renderWithShell(<Header title="T" shareInfo={{ title: 'A chat' }} />, { shell: { share } });
    const button = screen.getByRole('button', { name: 'Share' });
    fireEvent.click(button);
    fireEvent.click(button);
    vi.advanceTimersByTime(200);
    fireEvent.click(button);
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({ title: 'A chat' });
    vi.advanceTimersByTime(400);
    fireEvent.click(button);
    expect(share).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('a custom share handler replaces native share', () => {
    const share = vi.fn();
    const custom = vi.fn();
    renderWithShell(<Header title="T" shareInfo={{ title: 'x' }} onShare={custom} />, { shell: { share } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(custom).toHaveBeenCalledTimes(1);
    expect(share).not.toHaveBeenCalled();
  });

  it('has no share icon when there is nothing to share', () => {
    renderWithShell(<Header title="T" />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
