import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugEnabled, parseDebugShell, startDebugTools } from '@/services/debug';

afterEach(() => {
  for (const key of ['TalkieBridge', '__talkieShell', '__talkieShellCalls'])
    delete (window as unknown as Record<string, unknown>)[key];
  delete (navigator as unknown as Record<string, unknown>).userAgent; // the shell's patch is an own property
});

describe('debug tools', () => {
  it('are on only with ?debug=true outside production', () => {
    expect(debugEnabled({ debug: true }, 'test')).toBe(true);
    expect(debugEnabled({ debug: true }, 'local')).toBe(true);
    expect(debugEnabled({ debug: true }, 'production')).toBe(false);
    expect(debugEnabled({ debug: false }, 'local')).toBe(false);
    expect(debugEnabled({}, 'local')).toBe(false);
  });

  it('never load anything in production', async () => {
    const loadConsole = vi.fn();
    const loadShell = vi.fn();
    await expect(
      startDebugTools({
        params: { debug: true },
        environment: 'production',
        search: '?debug=true&debug_shell=ios',
        loadConsole,
        loadShell,
      }),
    ).resolves.toEqual({
      console: false,
      shell: false,
    });
    expect(loadConsole).not.toHaveBeenCalled();
    expect(loadShell).not.toHaveBeenCalled();
  });

  it('load the console, and the simulated shell when asked', async () => {
    const init = vi.fn();
    const install = vi.fn();
    const started = await startDebugTools({
      params: { debug: true },
      environment: 'test',
      search: '?debug=true&debug_shell=android:1.4.14',
      loadConsole: async () => ({ init }),
      loadShell: async () => ({ install, userAgent: (p, ver) => `ua ${p} Talkie/${ver}` }),
    });
    expect(started).toEqual({ console: true, shell: true });
    expect(init).toHaveBeenCalledTimes(1);
    expect(install).toHaveBeenCalledWith({
      platform: 'android',
      appVersion: '1.4.14',
      userAgent: 'ua android Talkie/1.4.14',
    });
  });

  it('installs the real simulated shell through the default lazy loader', async () => {
    await startDebugTools({
      params: { debug: true },
      environment: 'local',
      search: '?debug_shell=ios',
      loadConsole: async () => ({ init: () => undefined }),
    });
    expect((window as unknown as { TalkieBridge?: { ready: boolean } }).TalkieBridge?.ready).toBe(true);
    expect(navigator.userAgent).toMatch(/Talkie\/2\.30\.0$/);
  });

  it('a console that fails to load is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      startDebugTools({
        params: { debug: true },
        environment: 'local',
        search: '',
        loadConsole: () => Promise.reject(new Error('offline')),
      }),
    ).resolves.toEqual({
      console: false,
      shell: false,
    });
    expect(warn).toHaveBeenCalledWith('[debug] console failed to load', expect.any(Error));
    warn.mockRestore();
  });

  it('parses the shell parameter', () => {
    expect(parseDebugShell('ios')).toEqual({ platform: 'ios', appVersion: '2.30.0' });
    expect(parseDebugShell('Android:1.2.3')).toEqual({ platform: 'android', appVersion: '1.2.3' });
    expect(parseDebugShell('windows')).toBeNull();
    expect(parseDebugShell('ios:1.2.3<script>')).toBeNull();
    expect(parseDebugShell(null)).toBeNull();
  });
});
