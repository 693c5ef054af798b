import { appOpenMachine } from '@machines/app-open/app-open.machine';
import { APP_OPEN_DOWNLOAD_DELAY_MS, APP_OPEN_STORE_DELAY_MS } from '@/platform/constants';
import { duration } from '../framework/docs/flow-docs';
import { defineFlow } from '../framework/flow';

export const appOpenFlow = defineFlow({
  name: 'app-open',
  machine: appOpenMachine,
  source: 'machines/app-open/app-open.machine.ts',
  paths: {
    fixedGuards: [
      'showsBrowserGuide',
      'opensStoreLink',
      'opensNativePage',
      'triesApp',
      'hasStoreFallback',
      'storeNeedsTap',
      'hasDownloadFallback',
    ],
  },
  values: [
    `Store page after ${duration(APP_OPEN_STORE_DELAY_MS)} (\`APP_OPEN_STORE_DELAY_MS\`), download page a further ${duration(APP_OPEN_DOWNLOAD_DELAY_MS)} later (\`APP_OPEN_DOWNLOAD_DELAY_MS\`), each only while the page stays visible.`,
  ],
});
