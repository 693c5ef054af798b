import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { pageTitle } from './page-titles';
import type { PageName } from '@/platform/route-catalog';
import { Header, headerShown, type HeaderProps } from './header';
import { useShell } from './shell-context';

export interface PageWrapperProps extends Omit<HeaderProps, 'title'> {
  page: PageName;
  /** Overrides the page's default title (e.g. with the content's name). */
  title?: string;
  /** Pages with their own full-bleed top can drop the header. */
  noHeader?: boolean;
  /**
   * Inside the app, which draws the header itself: hand it the title (setPageTitle) and keep the title
   * visible as the page's own heading (the event pages, whose content names nothing else).
   */
  titleInApp?: boolean;
  children?: ReactNode;
}

/**
 * Page wrapper of SPEC §2: sets the document title, remembers share_trace_id and the page name as
 * refer_page_name for the next page, and draws the header.
 */
export function PageWrapper({ page, title, noHeader, titleInApp, children, ...header }: PageWrapperProps) {
  const { _ } = useLingui();
  const shell = useShell();
  const text = title ?? _(pageTitle(page));
  useEffect(() => {
    document.title = text;
  }, [text]);
  useEffect(() => {
    shell.enterPage(page);
  }, [shell, page]);
  const inAppTitle = titleInApp === true && shell.host.isNativeApp;
  useEffect(() => {
    if (inAppTitle) shell.setPageTitle(text);
  }, [shell, text, inAppTitle]);
  const headed = !noHeader && headerShown(shell, header.visible);
  return (
    <div className="tk-page" data-page={page}>
      {headed ? <Header title={text} {...header} /> : null}
      <main className="tk-page__body">
        {inAppTitle && !headed ? (
          <h1 className="tk-page__title" data-testid="page-title">
            {text}
          </h1>
        ) : null}
        {children}
      </main>
    </div>
  );
}
