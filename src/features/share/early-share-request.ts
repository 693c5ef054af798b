import { SharePaths } from '@/api/contract/share-paths';
import { isValidId } from '@/platform/route-params';

/**
 * Which content a share URL asks for, known from the URL alone: the pages use it for their request,
 * and index.html uses it to send that request before the app has loaded (src/early-request.ts). Kept
 * free of schemas and React so it costs the HTML little.
 */

/** A content id from the URL (trimmed), or undefined when it is missing or not a well-formed id. */
export function shareIdOf(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  return text !== undefined && isValidId(text) ? text : undefined;
}

/** The body of each share call, by page: one place, so the early request and the page's are the same. */
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

type Page = keyof typeof shareBodies;

interface EarlyPage {
  readonly page: Page;
  /** Where the answer carries the content. */
  readonly field: string;
  /** The page's path; a capture group holds the id when the id is a path segment. */
  readonly route: RegExp;
  /** The query parameter holding the id, when it is not in the path. */
  readonly param?: string;
}

/**
 * Pages whose content can be asked for before the app runs. Not /share/post: who may see a post
 * depends on the viewer's session, which is settled only after login.
 */
const EARLY_PAGES: readonly EarlyPage[] = [
  { page: 'chat', field: 'chat', route: /^\/share\/chat$/, param: 'chat_id' },
  { page: 'image', field: 'image', route: /^\/share\/image$/, param: 'image_id' },
  { page: 'material', field: 'material', route: /^\/share\/material$/, param: 'material_id' },
  { page: 'template', field: 'template', route: /^\/share\/template$/, param: 'template_id' },
  { page: 'video', field: 'video', route: /^\/share\/video$/, param: 'video_id' },
  { page: 'fm', field: 'fm', route: /^\/share\/fm$/, param: 'fm_id' },
  { page: 'memory', field: 'memory', route: /^\/share\/memory\/([^/]+)$/ },
  { page: 'chatHistory', field: 'history', route: /^\/share\/chat_history\/([^/]+)$/ },
];


export interface ShareCall {
  /** API path of the call. */
  readonly path: string;
  readonly body: Readonly<Record<string, string>>;
  /** The pictures at the top of the page, read from a successful answer: worth fetching before the page renders. */
  readonly firstScreenImages: (answer: unknown) => string[];
}

const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);

/** The content's cover (the image page: the picture itself), then the character's and the author's avatars. */
function imagesOf(entry: EarlyPage, answer: unknown): string[] {
  const content = field(answer, entry.field);
  const candidates = [field(content, entry.page === 'image' ? 'url' : 'cover_url'), field(field(content, 'npc'), 'avatar_url'), field(field(content, 'author'), 'avatar_url')];
  return candidates.filter((url): url is string => typeof url === 'string' && /^(https?:)?\//.test(url));
}

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The share call a page URL makes, or null when the URL names no valid content (or is no such page). */
export function shareCallFor(pathname: string, search: string): ShareCall | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const entry of EARLY_PAGES) {
    const match = entry.route.exec(path);
    if (!match) continue;
    const raw = entry.param ? new URLSearchParams(search).get(entry.param) : match[1] && decodeSegment(match[1]);
    const id = shareIdOf(raw);
    return id === undefined ? null : { path: SharePaths[entry.page], body: shareBodies[entry.page](id), firstScreenImages: (answer) => imagesOf(entry, answer) };
  }
  return null;
}
