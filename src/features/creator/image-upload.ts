import { uploadCreatorImage, UPLOAD_MAX_BYTES } from '@/api/contract/creator';
import { CreatorStatusCode } from '@/api/contract/creator-codes';
import type { ApiClient } from '@/services/api';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import { prepareImage, refuseImageFile, UnreadableImageError } from '@/services/images/prepare-image';
import { attemptKeys } from '@/kernel/drafts';
import { creatorConfig } from './creator-config';

/** One key per picture sent: an upload whose answer was lost is sent again with its key and is one upload. */
const uploads = attemptKeys<string>({ form: 'creator_upload', user: 'device' });

/** 'quota': the server's daily share of pictures for this account (or its address) is used up. */
export type ImageRefusal = 'not-image' | 'too-large' | 'quota';

export class ImageRefusedError extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefusedError';
  }
}

/** HEIC/HEIF (iPhone photos) cannot be drawn by most webviews: refused with a message, as is a non-image. */
export function refusalOf(file: Pick<File, 'type' | 'name'>): ImageRefusal | null {
  return refuseImageFile(file) ? 'not-image' : null;
}

/**
 * A file chosen in the browser: checked, resized and compressed in the page (GIFs keep their frames), then uploaded.
 */
export async function uploadChosenFile(client: ApiClient, file: File): Promise<string> {
  const refusal = refusalOf(file);
  if (refusal) throw new ImageRefusedError(refusal);
  const image = await prepareImage(file, {
    maxEdgePx: creatorConfig.imageMaxSide,
    jpegQuality: creatorConfig.imageJpegQuality,
    keepGif: true,
  }).catch((error: unknown) => {
    throw error instanceof UnreadableImageError ? new ImageRefusedError('not-image') : error;
  });
  if (image.bytes > UPLOAD_MAX_BYTES) throw new ImageRefusedError('too-large');
  try {
    const { url } = await uploads.send(image.base64, (key) =>
      callEndpoint(client, uploadCreatorImage, { data_base64: image.base64, idempotency_key: key }),
    );
    return url;
  } catch (error) {
    if (isApiError(error) && error.status_code === CreatorStatusCode.UploadQuotaExceeded)
      throw new ImageRefusedError('quota');
    throw error;
  }
}
