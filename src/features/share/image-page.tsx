import { useMemo } from 'react';
import type { SharedImage } from '@/api/contract/share';
import { AuthorChip } from './author-chip';
import { ShareImage } from './media';
import { NpcCard } from './npc-card';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { imageContentCall } from './calls/image';
import { useShareContent } from './use-share-content';
import { describeShared } from './share-descriptions';

/**
 * /share/image?image_id=…: the picture (its prompt as the description and alt text), its character and
 * author. The app opens a chat with the character, or the author's home for pictures without one.
 */
export function ShareImagePage({ imageId }: { imageId: string | null }) {
  const { content, retry } = useShareContent(imageId ? imageContentCall(imageId) : null);
  const image: SharedImage | null = content.status === 'ready' ? content.data : null;
  const title = image ? (image.npc?.name ?? image.author.nickname) : undefined;
  const share = useMemo(() => image && describeShared.image(image), [image]);
  return (
    <ShareScaffold
      page="share_image"
      title={title}
      share={share}
      target={
        image
          ? image.npc
            ? { target: 'chat', params: { npc_id: image.npc.npc_id } }
            : { target: 'userHome', params: { user_id: image.author.user_id } }
          : null
      }
    >
      {image ? (
        <>
          <ShareImage src={image.url} alt={image.prompt} width={image.width} height={image.height} priority />
          <p className="sh-text">{image.prompt}</p>
          <AuthorChip author={image.author} />
          {image.npc ? <NpcCard npc={image.npc} /> : null}
        </>
      ) : (
        <ShareStatus content={content} retry={retry} />
      )}
    </ShareScaffold>
  );
}
