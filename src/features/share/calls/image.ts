import { shareImage } from '@/api/contract/share-image';
import { shareBodies } from '../share-ids';
import { shareContentCall } from '../share-content-call';

/** The content call of /share/image: its body is the one index.html's early request sends. */
export const imageContentCall = (id: string) =>
  shareContentCall(`image:${id}`, shareImage, shareBodies.image(id), 'image');
