/**
 * Sharing the user's invitation: the app's native share sheet inside the app, WeChat's own menu
 * inside WeChat (the page cannot open it; the share data is set when the page loads), the system
 * share sheet where the browser has one, else the link is copied.
 */
import type { HostInfo } from '@/platform/host';
import { isBridgeError, NativeReplyCode, type Bridge } from '@/services/bridge';

export interface InvitationShare {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

/**
 * - native / system: a share sheet opened
 * - dismissed: the user closed it
 * - wechat: inside WeChat, the page shows where WeChat's share menu is
 * - copied: the link is on the clipboard
 * - failed: nothing worked (the page suggests copying the code)
 */
export type ShareOutcome = 'native' | 'system' | 'dismissed' | 'wechat' | 'copied' | 'failed';

export interface ShareDeps {
  readonly host: Pick<HostInfo, 'app' | 'isNativeApp'>;
  readonly bridge: Pick<Bridge, 'supports' | 'call'>;
  readonly navigator: Pick<Navigator, 'share' | 'clipboard'> | undefined;
}

/** The link a friend opens: this page with the code, so the code field is filled in for them. */
export function invitationLink(origin: string, code: string): string {
  return `${origin}/invitation?invite_code=${encodeURIComponent(code)}`;
}

async function copy(nav: ShareDeps['navigator'], text: string): Promise<boolean> {
  try {
    if (!nav?.clipboard) return false;
    await nav.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export async function shareInvitation(deps: ShareDeps, share: InvitationShare): Promise<ShareOutcome> {
  if (deps.host.isNativeApp && deps.bridge.supports('share')) {
    try {
      await deps.bridge.call('share', { title: share.title, desc: share.text, cover_url: '', shareUrl: share.url });
      return 'native';
    } catch (error) {
      if (isBridgeError(error) && error.nativeCode === NativeReplyCode.UserCancelled) return 'dismissed';
      // Another failure: the copied link still lets the user share.
    }
  } else if (deps.host.app === 'wechat') {
    return 'wechat';
  } else if (typeof deps.navigator?.share === 'function') {
    try {
      await deps.navigator.share({ title: share.title, text: share.text, url: share.url });
      return 'system';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'dismissed';
    }
  }
  return (await copy(deps.navigator, `${share.text} ${share.url}`)) ? 'copied' : 'failed';
}

export async function copyText(nav: ShareDeps['navigator'], text: string): Promise<boolean> {
  return copy(nav, text);
}
