import { useMemo } from 'react';
import type { SharedFm } from '@/api/contract/share';
import { AuthorChip } from './author-chip';
import { ShareImage } from './media';
import { NpcCard } from './npc-card';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { fmContentCall } from './calls/fm';
import { useShareContent } from './use-share-content';
import { VoicePlayer } from './voice-player';
import { describeShared } from './share-descriptions';

/** /share/fm?fm_id=…: the FM episode (cover, title, description, audio) and its host character. */
export function ShareFmPage({ fmId }: { fmId: string | null }) {
  const { content, retry } = useShareContent(fmId ? fmContentCall(fmId) : null);
  const fm: SharedFm | null = content.status === 'ready' ? content.data : null;
  const share = useMemo(() => fm && describeShared.fm(fm), [fm]);
  return (
    <ShareScaffold
      page="share_fm"
      title={fm?.title}
      share={share}
      target={
        fm ? { target: 'fmPlaying', params: { npc_id: fm.npc.npc_id, fm_id: fm.fm_id, fm_type: fm.fm_type } } : null
      }
    >
      {fm ? (
        <>
          <ShareImage className="sh-cover" src={fm.cover_url} alt={fm.title} width={750} height={422} priority />
          <h2 className="sh-title">{fm.title}</h2>
          <VoicePlayer src={fm.audio_url} durationMs={fm.duration_ms} size="large" />
          <p className="sh-text">{fm.description}</p>
          <AuthorChip author={fm.author} />
          <NpcCard npc={fm.npc} />
        </>
      ) : (
        <ShareStatus content={content} retry={retry} />
      )}
    </ShareScaffold>
  );
}
