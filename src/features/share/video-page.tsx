import { useMemo } from 'react';
import type { SharedVideo } from '@/api/contract/share';
import { AuthorChip } from './author-chip';
import { NpcCard } from './npc-card';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { videoContentCall } from './calls/video';
import { useShareContent } from './use-share-content';
import { describeShared } from './share-descriptions';

/**
 * /share/video?video_id=…: the video with its cover as poster (nothing downloads before play), title,
 * author and character. The app opens its video player.
 */
export function ShareVideoPage({ videoId }: { videoId: string | null }) {
  const { content, retry } = useShareContent(videoId ? videoContentCall(videoId) : null);
  const video: SharedVideo | null = content.status === 'ready' ? content.data : null;
  const share = useMemo(() => video && describeShared.video(video), [video]);
  return (
    <ShareScaffold
      page="share_video"
      title={video?.title}
      share={share}
      target={video ? { target: 'videoPlay', params: { video: video.video_id } } : null}
    >
      {video ? (
        <>
          <video
            className="sh-video"
            src={video.video_url}
            poster={video.cover_url}
            width={video.width || undefined}
            height={video.height || undefined}
            controls
            playsInline
            preload="none"
            aria-label={video.title}
            data-testid="share-video"
          />
          <h2 className="sh-title">{video.title}</h2>
          <AuthorChip author={video.author} />
          {video.npc ? <NpcCard npc={video.npc} /> : null}
        </>
      ) : (
        <ShareStatus content={content} retry={retry} />
      )}
    </ShareScaffold>
  );
}
