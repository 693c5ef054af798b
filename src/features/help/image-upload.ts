/**
 * Images for the help forms. Inside the app: the app's picker uploads them (chooseAndUploadImage,
 * 1.18.0+, album and camera, compressed). In a browser: one file at a time, refused here when it
 * is HEIC or not an image, resized to at most 1600 px and re-encoded as JPEG in the page, then sent
 * to upload/image, which checks the bytes again.
 */
import type { UploadResult } from '@machines/submission/types';
import { HelpStatusCode } from '@/api/contract/help-codes';
import { uploadImage } from '@/api/contract/help';
import { isApiError } from '@/services/api/api-error';
import type { ApiClient } from '@/services/api/client';
import { callEndpoint } from '@/services/api/call-endpoint';
import type { Bridge } from '@/services/bridge/bridge';
import { isBridgeError } from '@/services/bridge/errors';
import { prepareImage, refuseImageFile } from '@/services/images/prepare-image';
import { attemptKeys } from '@/kernel/drafts';
import { helpConfig } from './help-config';

/** One key per picture sent: an upload whose answer was lost is sent again with its key and is one upload. */
const uploads = attemptKeys<string>({ form: 'help_upload', user: 'device' });

const SERVER_REFUSALS: ReadonlyMap<number, 'heic' | 'notImage' | 'tooLarge' | 'quota'> = new Map([
  [HelpStatusCode.UploadHeic, 'heic'],
  [HelpStatusCode.UploadNotImage, 'notImage'],
  [HelpStatusCode.UploadTooLarge, 'tooLarge'],
  [HelpStatusCode.UploadQuotaExceeded, 'quota'],
]);

export async function uploadFromBrowser(client: ApiClient, file: File): Promise<UploadResult> {
  const refused = refuseImageFile(file);
  if (refused) return { outcome: 'refused', error: refused };
  let data: string;
  try {
    data = (await prepareImage(file, { maxEdgePx: helpConfig.imageMaxEdgePx, jpegQuality: helpConfig.jpegQuality }))
      .base64;
  } catch {
    return { outcome: 'refused', error: 'notImage' };
  }
  try {
    const fileName = file.name.slice(0, 200);
    const answer = await uploads.send(data, (key) =>
      callEndpoint(client, uploadImage, { data_base64: data, file_name: fileName, idempotency_key: key }),
    );
    return { outcome: 'uploaded', urls: [answer.url] };
  } catch (error) {
    const refusal = isApiError(error) && error.kind === 'business' ? SERVER_REFUSALS.get(error.status_code) : undefined;
    if (refusal) return { outcome: 'refused', error: refusal };
    throw error;
  }
}

export async function uploadInApp(bridge: Bridge, room: number): Promise<UploadResult> {
  if (!bridge.supports('chooseAndUploadImage')) return { outcome: 'refused', error: 'failed' };
  try {
    const reply = await bridge.call('chooseAndUploadImage', {
      count: room,
      sources: ['album', 'camera'],
      compressed: true,
    });
    // The app uploads to this server's upload/image as the page would (its URLs are what a ticket may name).
    const urls = reply.images.map((i) => i.url).slice(0, room);
    return urls.length ? { outcome: 'uploaded', urls } : { outcome: 'refused', error: 'canceled' };
  } catch (error) {
    if (isBridgeError(error) && error.nativeCode === 1) return { outcome: 'refused', error: 'canceled' };
    throw error;
  }
}
