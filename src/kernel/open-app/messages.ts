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
  /** The status sheet of an attempt in a browser (open-app-status.tsx). */
  opening: msg`Opening Talkie…`,
  openingHint: msg`If Talkie is not installed, you can get it next.`,
  notOpened: msg`Talkie did not open`,
  /** Same English text as the app-open machine's offeringStore state meta (second sentence). */
  getFromStore: msg`Get it from the app store. Otherwise the download page opens in a moment.`,
  getTalkie: msg`Get Talkie`,
  notNow: msg`Not now`,
  openingStore: msg`Opening the App Store…`,
  openingDownload: msg`Opening the download page…`,
  /** The download prompt after a tap on Download. */
  openingStoreApp: msg`Opening the app store…`,
  useDownloadPage: msg`Nothing opened? Use the download page`,
} as const;
