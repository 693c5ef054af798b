/**
 * A picture chosen in a browser, made ready for an upload call: refused at once when it cannot be
 * drawn (HEIC, which most webviews cannot decode, or not an image at all), else redrawn at most
 * `maxEdgePx` on its longer side and encoded as JPEG in the page, so a 12-megapixel photo leaves the
 * phone as a few hundred kilobytes. The app's own picker (`chooseAndUploadImage`) does this natively.
 */

export type ImageFileRefusal = 'heic' | 'notImage';

export interface ImagePreparation {
  /** Longer side of the redrawn picture, in pixels. */
  readonly maxEdgePx: number;
  /** JPEG quality, 0–1. */
  readonly jpegQuality: number;
  /** GIFs are sent as they are, keeping their frames (a redraw keeps only the first). */
  readonly keepGif?: boolean;
}

export interface PreparedImage {
  /** The file's bytes as base64, without a `data:` prefix. */
  readonly base64: string;
  /** How many bytes the upload carries. */
  readonly bytes: number;
}

/** Thrown when the browser cannot decode the chosen file as a picture. */
export class UnreadableImageError extends Error {
  constructor() {
    // Stryker disable next-line StringLiteral: pages tell the failure by its class (instanceof, tested) and show their own translated text
    super('the chosen file is not a readable image');
    this.name = 'UnreadableImageError';
  }
}

const HEIC_NAME = /\.(heic|heif)$/i;
const HEIC_TYPE = /image\/hei[cf]/i;
const IMAGE_NAME = /\.(jpe?g|png|gif|webp)$/i;

/** The page's verdict on a chosen file before any work, or null when it may be a picture. */
export function refuseImageFile(file: Pick<File, 'name' | 'type'>): ImageFileRefusal | null {
  if (HEIC_NAME.test(file.name) || HEIC_TYPE.test(file.type)) return 'heic';
  // Some pickers give no type: the name's extension decides then.
  if (file.type === '') return IMAGE_NAME.test(file.name) ? null : 'notImage';
  return file.type.toLowerCase().startsWith('image/') ? null : 'notImage';
}

/** Size of a picture whose longer side is at most `max`, never enlarged. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
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
      reject(new UnreadableImageError());
    };
    img.src = url;
  });
}

function readAsBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result); // data:<type>;base64,<data>
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new UnreadableImageError());
    reader.readAsDataURL(blob);
  });
}

/** Bytes a base64 text stands for. */
const bytesOf = (base64: string): number =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/**
 * Redraws the picture within `maxEdgePx` as JPEG (transparent parts become white, as JPEG has no
 * alpha) and returns its bytes. Throws UnreadableImageError when it cannot be decoded; call
 * `refuseImageFile` first for the checks that need no decoding.
 */
export async function prepareImage(
  file: Blob & { readonly type: string },
  options: ImagePreparation,
): Promise<PreparedImage> {
  if (options.keepGif && file.type === 'image/gif') {
    const base64 = await readAsBase64(file);
    return { base64, bytes: bytesOf(base64) };
  }
  const img = await loadImage(file);
  const size = fitWithin(img.naturalWidth, img.naturalHeight, options.maxEdgePx);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new UnreadableImageError();
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(img, 0, 0, size.width, size.height);
  const base64 = canvas.toDataURL('image/jpeg', options.jpegQuality).split(',')[1] ?? '';
  if (base64 === '') throw new UnreadableImageError();
  return { base64, bytes: bytesOf(base64) };
}
