import { useEffect, useMemo, useState } from 'react';
import { useServices } from '@/kernel/session/app-context';
import type { ShareInfo } from '@/ui/shell-context';
import type { ShareDescription } from './share-descriptions';

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
      .then((wechat) =>
        live
          ? wechat.setWechatShare({ title, desc: desc ?? '', cover_url: cover ?? '', shareUrl: location.href })
          : false,
      )
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
  // Known after the first render: the server has no share sheet, and the browser's first render must
  // match the server's HTML.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  return useMemo(() => {
    if (!share) return {};
    // The shell adds the page's address when the icon is tapped.
    if (host.isNativeApp) return { shareInfo: { title: share.title, desc: share.desc, cover_url: share.cover_url } };
    if (canShare)
      return {
        onShare: () =>
          void navigator.share({ title: share.title, text: share.desc, url: location.href }).catch(() => undefined),
      };
    return {};
  }, [host.isNativeApp, share, canShare]);
}
