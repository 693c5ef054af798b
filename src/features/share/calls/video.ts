import { shareVideo } from '@/api/contract/share-video';
import { shareBodies } from '../share-ids';
import { shareContentCall } from '../share-content-call';

/** The content call of /share/video: its body is the one index.html's early request sends. */
export const videoContentCall = (id: string) =>
  shareContentCall(`video:${id}`, shareVideo, shareBodies.video(id), 'video');
