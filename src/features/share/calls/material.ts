import { shareMaterial } from '@/api/contract/share-material';
import { shareBodies } from '../share-ids';
import { shareContentCall } from '../share-content-call';

/** The content call of /share/material: its body is the one index.html's early request sends. */
export const materialContentCall = (id: string) =>
  shareContentCall(`material:${id}`, shareMaterial, shareBodies.material(id), 'material');
