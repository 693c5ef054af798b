import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { ErrorBoundary } from '@/ui/error-boundary';
import { renderWithShell } from '../support/render';

describe('Loading', () => {
  it('defaults to the loading message, in Chinese for zh', () => {
    renderWithShell(<Loading />, { locale: 'zh' });
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  });

  it('translates the default text and accepts a custom one and the yellow variant', () => {
    const { unmount } = renderWithShell(<Loading />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    unmount();
    renderWithShell(<Loading text="Saving" variant="yellow" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
    expect(screen.getByRole('status')).toHaveClass('tk-loading--yellow');
  });
});

describe('ErrorPanel', () => {
  it.each([
    ['network', 'en', 'Network Error'],
    ['unknown', 'en', 'Oops, something went wrong'],
    ['empty', 'en', 'No Data'],
    ['network', 'zh', '网络错误'],
    ['empty', 'ja', 'データがありません'],
  ] as const)('%s in %s says %s', (kind, locale, text) => {
    renderWithShell(<ErrorPanel kind={kind} />, { locale });
    expect(screen.getByTestId(`error-panel-${kind}`)).toHaveTextContent(text);
  });

  it('offers a retry that calls back', () => {
    const retry = vi.fn();
    renderWithShell(<ErrorPanel kind="network" onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorBoundary', () => {
  function Boom(): never {
    throw new Error('render failed');
  }

  it('shows the page exception panel and reports the error once', () => {
    const onError = vi.fn();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(
      <ErrorBoundary onError={onError}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Page exception, please try again later');
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('render failed');
    spy.mockRestore();
  });
});
