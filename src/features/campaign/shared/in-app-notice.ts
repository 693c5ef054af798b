import type { Bridge } from '@/services/bridge';
import type { Shell } from '@/ui/shell-context';

/** A short notice: the app's own toast inside the app (showToast), the page's toast elsewhere. */
export function notify(bridge: Bridge, shell: Shell, text: string): void {
  if (bridge.inNativeApp) {
    bridge.call('showToast', { message: text }).catch(() => shell.showHint(text));
    return;
  }
  shell.showHint(text);
}

/**
 * "Remind me": the app's push permission (checkPushPermission, then requestPushPermission, 2.12+).
 * Resolves whether reminders can reach the user.
 */
export async function askForReminder(bridge: Bridge): Promise<boolean> {
  if (!bridge.inNativeApp || !bridge.supports('checkPushPermission')) return false;
  try {
    const { granted } = await bridge.call('checkPushPermission');
    if (granted) return true;
    return (await bridge.call('requestPushPermission')).granted;
  } catch {
    return false;
  }
}
