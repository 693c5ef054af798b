import type { Author } from '@/api/contract/share';
import { useOpenAppScope } from '@/kernel/open-app';
import { Avatar } from './media';

/** Who shared the content. Where the app can be opened, a tap opens the author's home page in it. */
export function AuthorChip({ author }: { author: Author }) {
  const scope = useOpenAppScope();
  const content = (
    <>
      <Avatar src={author.avatar_url} size={24} />
      <span className="sh-author__name">{author.nickname}</span>
    </>
  );
  if (!scope?.available) return <span className="sh-author">{content}</span>;
  return (
    <button
      type="button"
      className="sh-author"
      data-testid="author-chip"
      onClick={() =>
        scope.open({ target: { target: 'userHome', params: { user_id: author.user_id } }, entrance: 'author' })
      }
    >
      {content}
    </button>
  );
}
