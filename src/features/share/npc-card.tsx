import { useLingui } from '@lingui/react';
import type { Npc } from '@/api/contract/share';
import { CharacterType } from '@/platform/constants';
import { Avatar } from './media';
import { shareMessages } from './messages';

/** The character behind shared content: avatar, name (with a Game badge for type 3) and bio. */
export function NpcCard({ npc }: { npc: Npc }) {
  const { _ } = useLingui();
  return (
    <section className="sh-npc" data-testid="npc-card">
      <Avatar src={npc.avatar_url} size={56} eager />
      <div className="sh-npc__text">
        <h2 className="sh-npc__name">
          {npc.name}
          {npc.character_type === CharacterType.Game ? (
            <span className="sh-badge">{_(shareMessages.gameCharacter)}</span>
          ) : null}
        </h2>
        <p className="sh-npc__bio">{npc.bio}</p>
      </div>
    </section>
  );
}
