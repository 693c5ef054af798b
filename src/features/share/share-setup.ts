import { useEffect, useMemo } from 'react';
import { useServices } from '@/features/session/app-context';
import type { ShareInfo } from '@/ui/shell-context';

/** What the page shares: the content's title, a description and a cover picture. */
export interface ShareDescription {
  readonly title: string;
  readonly desc: string;
  readonly cover_url: string;
}

/**
 * Inside WeChat, sets what "share to friends / moments" sends: the content's title, description and
 * cover with the current URL (share tracking included). The WeChat code is loaded only here, only in
 * WeChat, only once the content is known.
 */
export function useWechatShare(share: ShareDescription | null): void {
  const services = useServices();
  const inWechat = services.host.app === 'wechat';
  const title = share?.title;
  const desc = share?.desc;
  const cover = share?.cover_url;
  useEffect(() => {
    if (!inWechat || title === undefined) return;
    let live = true;
    services
      .loadWechatShare()
      .then((wechat) => (live ? wechat.setWechatShare({ title, desc: desc ?? '', cover_url: cover ?? '', shareUrl: location.href }) : false))
      .catch(() => false); // WeChat failures are logged by the service and never shown
    return () => {
      live = false;
    };
  }, [services, inWechat, title, desc, cover]);
}

/**
 * The header's share icon: the native share sheet inside the app, the system share sheet in browsers
 * that have one, no icon elsewhere.
 */
export function useHeaderShare(share: ShareDescription | null): { shareInfo?: ShareInfo; onShare?: () => void } {
  const { host } = useServices();
  return useMemo(() => {
    if (!share) return {};
    if (host.isNativeApp) return { shareInfo: { ...share, shareUrl: location.href } };
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      return { onShare: () => void navigator.share({ title: share.title, text: share.desc, url: location.href }).catch(() => undefined) };
    }
    return {};
  }, [host.isNativeApp, share]);
}
