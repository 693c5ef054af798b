import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProvider, useSession } from '@/kernel/session/app-context';
import type { AuthActor } from '@/kernel/session/session-types';
import type { AppServices } from '@/services/app-services';

function SessionStatus() {
  return <p data-testid="session">{useSession().status}</p>;
}

describe('AppProvider', () => {
  it('when the auth code cannot load, pages see a failed session (not a spinner forever) and the error is reported', async () => {
    const report = vi.fn();
    const services = { reporter: { report } } as unknown as AppServices;
    const auth = Promise.reject<AuthActor>(new Error('Failed to fetch dynamically imported module'));
    render(
      <AppProvider services={services} auth={auth}>
        <SessionStatus />
      </AppProvider>,
    );
    expect(screen.getByTestId('session')).toHaveTextContent('loading');
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
      { flow: 'auth', stage: 'load' },
      'manual',
    );
  });
});
