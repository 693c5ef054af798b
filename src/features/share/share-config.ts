/**
 * Values of the share pages that the spec leaves open, in one typed place (README "Server-rendered
 * pages"; the render's budget and cache policy are src/server-render/render-config.ts).
 */
export const shareConfig = {
  /**
   * Picture sizes stated in link previews where the content does not give them (the product's formats:
   * covers 750×422 as the pages show them, portrait covers 750×1000, avatars 256×256, post pictures 768×1024).
   */
  previewImage: {
    cover: { width: 750, height: 422 },
    portrait: { width: 750, height: 1000 },
    avatar: { width: 256, height: 256 },
    post: { width: 768, height: 1024 },
  },
} as const;
