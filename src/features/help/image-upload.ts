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
import { helpConfig } from './help-config';

const HEIC = /\.(heic|heif)$/i;

/** The page's verdict on a chosen file before any work, or null when it may be an image. */
export function refuseFile(file: { name: string; type: string }): 'heic' | 'notImage' | null {
  if (HEIC.test(file.name) || /image\/hei[cf]/i.test(file.type)) return 'heic';
  if (file.type !== '' && !file.type.startsWith('image/')) return 'notImage';
  if (file.type === '' && !/\.(jpe?g|png|gif|webp)$/i.test(file.name)) return 'notImage';
  return null;
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not a readable image'));
    };
    img.src = url;
  });
}

/** Scales the image so its longer edge is at most `maxEdge` and encodes it as JPEG (base64, no prefix). */
async function compress(file: Blob): Promise<string> {
  const img = await loadImage(file);
  const scale = Math.min(1, helpConfig.imageMaxEdgePx / Math.max(img.naturalWidth, img.naturalHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', helpConfig.jpegQuality).split(',')[1] ?? '';
}

const SERVER_REFUSALS: ReadonlyMap<number, 'heic' | 'notImage' | 'tooLarge'> = new Map([
  [HelpStatusCode.UploadHeic, 'heic'],
  [HelpStatusCode.UploadNotImage, 'notImage'],
  [HelpStatusCode.UploadTooLarge, 'tooLarge'],
]);

export async function uploadFromBrowser(client: ApiClient, file: File): Promise<UploadResult> {
  const refused = refuseFile(file);
  if (refused) return { outcome: 'refused', error: refused };
  let data: string;
  try {
    data = await compress(file);
  } catch {
    return { outcome: 'refused', error: 'notImage' };
  }
  try {
    const answer = await callEndpoint(client, uploadImage, { data_base64: data, file_name: file.name.slice(0, 200) });
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
    const reply = await bridge.call('chooseAndUploadImage', { count: room, sources: ['album', 'camera'], compressed: true });
    const urls = reply.images.map((i) => i.url).slice(0, room);
    return urls.length ? { outcome: 'uploaded', urls } : { outcome: 'refused', error: 'canceled' };
  } catch (error) {
    if (isBridgeError(error) && error.nativeCode === 1) return { outcome: 'refused', error: 'canceled' };
    throw error;
  }
}
