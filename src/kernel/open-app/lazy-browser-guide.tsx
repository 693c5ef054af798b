import { lazy, Suspense } from 'react';

const loadGuide = () => import('./browser-guide');
const Guide = lazy(() => loadGuide().then((m) => ({ default: m.BrowserGuide })));

/** Only WeChat and QQ visitors ever see the guide: its code loads for them alone (see preloadBrowserGuide). */
export function LazyBrowserGuide({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Guide onClose={onClose} />
    </Suspense>
  );
}

/** Fetches the guide ahead of the tap on hosts that will show it. */
export const preloadBrowserGuide = (): void => void loadGuide();
