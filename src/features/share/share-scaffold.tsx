import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { PageName } from '@/platform/route-catalog';
import { DownloadPrompt, OpenAppButton, OpenAppProvider, openAppMessages, type OpenAppTarget } from '@/kernel/open-app';
import { PageWrapper } from '@/ui/page-wrapper';
import type { ShareDescription } from './share-descriptions';
import { useHeaderShare, useWechatShare } from './share-setup';
import './share.css';

export type SharePageName = Extract<PageName, `share_${string}`>;

export interface ShareScaffoldProps {
  readonly page: SharePageName;
  /** The content's title once loaded (document and header title). */
  readonly title?: string | undefined;
  /** What WeChat and the share icon share; null until the content is known. */
  readonly share: ShareDescription | null;
  /** What the open-app buttons open; null: the app's home. */
  readonly target: OpenAppTarget | null;
  /** Text of the bottom open-app button (default "Open in Talkie"). */
  readonly ctaLabel?: string | undefined;
  readonly children: ReactNode;
}

/**
 * Frame of every share page: page wrapper (title, page view, header), the visitor's download prompt,
 * the content, and an open-app button fixed at the bottom. One app-open machine serves them all.
 */
export function ShareScaffold({ page, title, share, target, ctaLabel, children }: ShareScaffoldProps) {
  const { _ } = useLingui();
  useWechatShare(share);
  const headerShare = useHeaderShare(share);
  return (
    <OpenAppProvider fromPage={page} target={target}>
      <PageWrapper page={page} {...(title ? { title } : {})} {...headerShare}>
        <DownloadPrompt />
        <div className="sh-body" data-testid="share-body">
          {children}
        </div>
        <div className="sh-cta">
          <OpenAppButton label={ctaLabel ?? _(openAppMessages.openInTalkie)} entrance="cta" />
        </div>
      </PageWrapper>
    </OpenAppProvider>
  );
}
