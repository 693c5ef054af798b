import { msg } from '@lingui/core/macro';

/** Texts of the open-app controls (translations in locales/pending/share.json until extracted). */
export const openAppMessages = {
  openInTalkie: msg`Open in Talkie`,
  download: msg`Download`,
  promptTagline: msg`Chat with AI characters`,
  /** Same English text as the app-open machine's guideToBrowser state meta. */
  browserGuide: msg`Tap ··· and open in the browser`,
  browserGuideTitle: msg`Open Talkie from your browser`,
  close: msg`Close`,
} as const;
