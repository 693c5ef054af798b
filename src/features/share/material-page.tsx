import { useMemo } from 'react';
import type { SharedMaterial } from '@/api/contract/share';
import { AuthorChip } from './author-chip';
import { ShareImage } from './media';
import { NpcCard } from './npc-card';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { materialContentCall } from './calls/material';
import { useShareContent } from './use-share-content';
import { VoicePlayer } from './voice-player';
import { describeShared } from './share-descriptions';

/**
 * /share/material?material_id=…: an image or voice material with its title and author. Expired
 * materials say so ('Too late, ...'). The app opens its material-receive page with who shared it.
 */
export function ShareMaterialPage({ materialId }: { materialId: string | null }) {
  const { content, retry } = useShareContent(materialId ? materialContentCall(materialId) : null);
  const material: SharedMaterial | null = content.status === 'ready' ? content.data : null;
  const share = useMemo(() => material && describeShared.material(material), [material]);
  return (
    <ShareScaffold
      page="share_material"
      title={material?.title}
      share={share}
      target={
        material
          ? {
              target: 'materialReceive',
              params: {
                material_type: material.material_type,
                material_id: material.material_id,
                share_user_id: material.author.user_id,
                share_user_avatar: material.author.avatar_url,
                share_user_name: material.author.nickname,
              },
            }
          : null
      }
    >
      {material ? (
        <>
          <h2 className="sh-title">{material.title}</h2>
          {material.material_type === 'image' ? (
            <ShareImage
              src={material.url}
              alt={material.title}
              width={material.width}
              height={material.height}
              priority
            />
          ) : (
            <VoicePlayer src={material.url} durationMs={material.duration_ms} size="large" />
          )}
          <AuthorChip author={material.author} />
          {material.npc ? <NpcCard npc={material.npc} /> : null}
        </>
      ) : (
        <ShareStatus content={content} retry={retry} />
      )}
    </ShareScaffold>
  );
}
