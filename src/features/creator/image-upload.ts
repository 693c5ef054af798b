import { uploadCreatorImage, UPLOAD_MAX_BYTES } from '@/api/contract/creator';
import type { ApiClient } from '@/services/api';
import { callEndpoint } from '@/services/api/call-endpoint';
import { creatorConfig } from './creator-config';

export type ImageRefusal = 'not-image' | 'too-large';

export class ImageRefusedError extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefusedError';
  }
}

/** HEIC/HEIF (iPhone photos) cannot be drawn by most webviews: refused with a message. */
export function refusalOf(file: Pick<File, 'type' | 'name'>): ImageRefusal | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type.includes('heic') || type.includes('heif') || name.endsWith('.heic') || name.endsWith('.heif')) return 'not-image';
  if (!/^image\/(jpeg|png|webp|gif)$/.test(type)) return 'not-image';
  return null;
}

/** Target size of a picture whose longer side is at most `max`. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws the picture at most `imageMaxSide` wide or high and encodes it as JPEG. */
async function compress(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new ImageRefusedError('not-image');
  });
  const size = fitWithin(bitmap.width, bitmap.height, creatorConfig.imageMaxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ImageRefusedError('not-image'))), 'image/jpeg', creatorConfig.imageJpegQuality));
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** A file chosen in the browser: checked, resized and compressed in the page, then uploaded. */
export async function uploadChosenFile(client: ApiClient, file: File): Promise<string> {
  const refusal = refusalOf(file);
  if (refusal) throw new ImageRefusedError(refusal);
  // GIFs keep their frames; the rest is redrawn smaller as JPEG.
  const blob = file.type === 'image/gif' ? file : await compress(file);
  if (blob.size > UPLOAD_MAX_BYTES) throw new ImageRefusedError('too-large');
  const { url } = await callEndpoint(client, uploadCreatorImage, { data_base64: await base64Of(blob) });
  return url;
}
