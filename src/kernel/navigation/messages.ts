import { msg } from '@lingui/core/macro';

/**
 * Texts of in-app navigation. The close hint is the message the back-to-native machine documents for
 * its `closeFallback` state (docs/flows/back-to-native.md), so QA reads on the page what the plan says.
 * Translations: locales/pending/navigation.json until the catalogs are extracted.
 */
export const navigationMessages = {
  closeHint: msg`Tap the app's close button to leave this page`,
} as const;
