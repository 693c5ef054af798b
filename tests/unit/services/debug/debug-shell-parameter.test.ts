/** The `debug_shell` parameter of `?debug=true`: which values start the simulated app, and when it is left alone. */
import { describe, expect, it, vi } from 'vitest';
import { parseDebugShell, startDebugTools } from '@/services/debug';

describe('debug_shell', () => {
  it('takes a platform with an optional version of two to four multi-digit parts, around spaces', () => {
    expect(parseDebugShell(' Android:12.30.1 ')).toEqual({ platform: 'android', appVersion: '12.30.1' });
    expect(parseDebugShell('xios:2.30.0')).toBeNull();
    expect(parseDebugShell('ios:2')).toBeNull();
  });

  it('without it only the console starts, and the simulated app is never loaded', async () => {
    const loadShell = vi.fn(async () => ({ install: vi.fn(), userAgent: () => 'ua' }));
    const started = await startDebugTools({
      params: { debug: true },
      environment: 'local',
      search: '?debug=true',
      loadConsole: async () => ({ init: () => undefined }),
      loadShell,
    });
    expect(started).toEqual({ console: true, shell: false });
    expect(loadShell).not.toHaveBeenCalled();
  });

  it('a simulated app that fails to load leaves the console running', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = await startDebugTools({
      params: { debug: true },
      environment: 'local',
      search: '?debug_shell=ios',
      loadConsole: async () => ({ init: () => undefined }),
      loadShell: () => Promise.reject(new Error('chunk failed')),
    });
    expect(started).toEqual({ console: true, shell: false });
    expect(warn).toHaveBeenCalledWith('[debug] simulated shell failed to load', expect.any(Error));
    warn.mockRestore();
  });
});
