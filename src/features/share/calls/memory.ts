import { shareMemory } from '@/api/contract/share-memory';
import { shareBodies } from '../share-ids';
import { shareContentCall } from '../share-content-call';

/** The content call of /share/memory: its body is the one index.html's early request sends. */
export const memoryContentCall = (id: string) =>
  shareContentCall(`memory:${id}`, shareMemory, shareBodies.memory(id), 'memory');
