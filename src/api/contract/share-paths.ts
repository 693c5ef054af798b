import { API_PREFIX } from './endpoint-prefix';

/**
 * Paths of the share calls, apart from their schemas: the early content request in index.html needs
 * the paths without pulling the schemas (and valibot) into the HTML.
 */
export const SharePaths = {
  chat: `${API_PREFIX}/share/chat`,
  image: `${API_PREFIX}/share/image`,
  material: `${API_PREFIX}/share/material`,
  memory: `${API_PREFIX}/share/memory`,
  chatHistory: `${API_PREFIX}/share/chat_history`,
  template: `${API_PREFIX}/share/template`,
  video: `${API_PREFIX}/share/video`,
  post: `${API_PREFIX}/share/post`,
  trendingPosts: `${API_PREFIX}/share/trending_posts`,
  fm: `${API_PREFIX}/share/fm`,
} as const;
