import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { sharePost, type SharedPost } from '@/api/contract/share-post';
import { useSession } from '@/kernel/session/app-context';
import { callEndpoint } from '@/services/api/call-endpoint';
import { errorMessages } from '@/ui/messages';
import { AuthorChip } from './author-chip';
import { ShareImage } from './media';
import { shareMessages } from './messages';
import { NpcCard } from './npc-card';
import { postViewFor } from './post-visibility';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { TrendingPosts } from './trending-posts';
import { publicPostKey } from './share-rendered-state';
import { useRenderedContent, useShareContent, type ShareContent } from './use-share-content';
import { describeShared } from './share-descriptions';

/**
 * /share/post?post_id=…: the post (title, pictures, text, character, author) as its moderation
 * visibility allows (see post-visibility.ts). A post the viewer may not see gives way to the §8 text
 * and trending posts. The request waits for the login to settle so an author sees their own post.
 */
export function SharePostPage({ postId }: { postId: string | null }) {
  const { _ } = useLingui();
  const session = useSession();
  const settled = session.status !== 'loading';
  // A post everyone may see, rendered by the server: shown at once to any viewer, no request.
  const rendered = useRenderedContent<SharedPost>(postId ? publicPostKey(postId) : null);
  const loading = useShareContent(
    postId
      ? {
          key: `post:${postId}:${session.userId ?? ''}`,
          load: async (client) => (await callEndpoint(client, sharePost, { post_id: postId })).post,
        }
      : null,
    settled && rendered === null,
  );
  const content: ShareContent<SharedPost> = rendered ? { status: 'ready', data: rendered } : loading.content;
  const retry = loading.retry;
  const loaded: SharedPost | null = content.status === 'ready' ? content.data : null;
  const view = loaded
    ? postViewFor(loaded.visibility, session.userId !== null && session.userId === loaded.author.user_id)
    : null;
  const post = view === 'hidden' ? null : loaded;
  const notVisible = view === 'hidden' || (content.status === 'problem' && content.problem === 'post_not_visible');
  const share = useMemo(() => post && describeShared.post(post), [post]);

  let body;
  if (post) {
    body = (
      <>
        {view === 'author_under_review' || view === 'author_only' ? (
          <p className="sh-notice" role="note" data-testid="post-visibility-notice" data-view={view}>
            {_(view === 'author_under_review' ? shareMessages.underReview : shareMessages.onlyYou)}
          </p>
        ) : null}
        <h2 className="sh-title">{post.title}</h2>
        {post.image_urls.map((url, index) => (
          <ShareImage key={url} src={url} alt={post.title} width={768} height={1024} priority={index === 0} />
        ))}
        <p className="sh-text">{post.content}</p>
        <AuthorChip author={post.author} />
        {post.npc ? <NpcCard npc={post.npc} /> : null}
      </>
    );
  } else if (notVisible) {
    body = (
      <>
        <p className="sh-notice" role="status" data-testid="share-problem" data-problem="post_not_visible">
          {_(errorMessages.postNotVisible)}
        </p>
        <TrendingPosts />
      </>
    );
  } else {
    body = <ShareStatus content={content} retry={retry} />;
  }

  return (
    <ShareScaffold
      page="share_post"
      title={post?.title}
      share={share}
      target={post ? { target: 'postDetail', params: { post_id: post.post_id } } : null}
    >
      {body}
    </ShareScaffold>
  );
}
