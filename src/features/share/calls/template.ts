import { shareTemplate } from '@/api/contract/share-template';
import { shareBodies } from '../share-ids';
import { shareContentCall } from '../share-content-call';

/** The content call of /share/template: its body is the one index.html's early request sends. */
export const templateContentCall = (id: string) =>
  shareContentCall(`template:${id}`, shareTemplate, shareBodies.template(id), 'template');
