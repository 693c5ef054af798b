/**
 * Key of a post everyone may see (VisibleAll, HandsOff) as the server rendered it for a visitor: every
 * viewer sees such a post alike, so the page shows it at once, whoever is logged in.
 */
export const publicPostKey = (postId: string): string => `post:${postId}:public`;
