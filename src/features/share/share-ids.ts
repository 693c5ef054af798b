import { idParam } from '@/platform/route-params';

/** Which content a share URL asks for, known from the URL alone. Kept free of schemas and React. */

/** A content id from the URL (trimmed), or undefined when it is missing or not a well-formed id. */
export const shareIdOf = idParam;

/** The body of each share call, by page: one place for the page and its tests. */
export const shareBodies = {
  chat: (id: string) => ({ chat_id: id }),
  image: (id: string) => ({ image_id: id }),
  material: (id: string) => ({ material_id: id }),
  memory: (id: string) => ({ memory_id: id }),
  chatHistory: (id: string) => ({ memory_id: id }),
  template: (id: string) => ({ template_id: id }),
  video: (id: string) => ({ video_id: id }),
  fm: (id: string) => ({ fm_id: id }),
} as const;
