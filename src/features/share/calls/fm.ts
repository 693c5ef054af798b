import { shareFm } from '@/api/contract/share-fm';
import { shareBodies } from '../share-ids';
import { shareContentCall } from '../share-content-call';

/** The content call of /share/fm: its body is the one index.html's early request sends. */
export const fmContentCall = (id: string) => shareContentCall(`fm:${id}`, shareFm, shareBodies.fm(id), 'fm');
