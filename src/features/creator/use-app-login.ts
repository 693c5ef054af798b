import { useState } from 'react';
import { isBridgeError } from '@/services/bridge/errors';
import { NativeReplyCode } from '@/services/bridge/protocol';
import { useServices } from '@/kernel/session/app-context';

export type AppLoginPhase = 'idle' | 'working' | 'canceled' | 'failed';

/**
 * Inside the app: opens the app's own login, then reloads the page, which starts as the app's user
 * (kernel/session/app-user.ts). Creator tools need nothing more than that account.
 */
export function useAppLogin(): { phase: AppLoginPhase; start: () => void } {
  const { bridge } = useServices();
  const [phase, setPhase] = useState<AppLoginPhase>('idle');
  const start = () => {
    setPhase('working');
    bridge.call('login', { entrance: 'h5_creator' }).then(
      () => location.reload(),
      (error: unknown) => setPhase(isBridgeError(error) && error.nativeCode === NativeReplyCode.UserCancelled ? 'canceled' : 'failed'),
    );
  };
  return { phase, start };
}
