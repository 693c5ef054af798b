import { useLingui } from '@lingui/react';
import { OpenAppButton, type OpenAppTarget } from '@/kernel/open-app';
import { SessionGate } from '@/kernel/session/session-gate';
import { ReadFailure } from '@/kernel/data';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { summerCollectionCall } from '../shared/campaign-calls';
import { EmptyNext } from '../shared/empty-next';
import { summerMessages as m } from '../shared/messages';
import { useCampaignData } from '../shared/use-campaign-data';
import '../shared/campaign.css';

/** FM types of the app's FM player (the seed's episodes are type 1). */
const FM_TYPE = 1;

/**
 * /summer/collection/fm and /summer/collection/npc: what was collected and what is missing; items open in the app (the
 * visitor's own list, behind the login; the page's frame is in the server's HTML).
 */
export function SummerCollectionPage({ kind }: { kind: 'fm' | 'npc' }) {
  return (
    <PageWrapper page={kind === 'fm' ? 'summer_collection_fm' : 'summer_collection_npc'}>
      <SessionGate fallback={null}>
        <CollectionScreen kind={kind} />
      </SessionGate>
    </PageWrapper>
  );
}

function CollectionScreen({ kind }: { kind: 'fm' | 'npc' }) {
  const { _, i18n } = useLingui();
  const loaded = useCampaignData(summerCollectionCall(kind, i18n.locale));
  if (loaded.failed)
    return (
      <ReadFailure error={loaded.error} networkMessage={_(errorMessages.contentLoadingFailed)} onRetry={loaded.retry} />
    );
  if (!loaded.data) return <Loading />;
  const items = loaded.data.items;
  if (items.length === 0)
    return (
      <EmptyNext title={_(m.collectionEmpty)} detail={_(m.collectionEmptyDetail)} to="/summer" action={_(m.toSummer)} />
    );
  const collected = items.filter((i) => i.collected).length;
  const page = kind === 'fm' ? 'summer_collection_fm' : 'summer_collection_npc';
  return (
    <div className="cp-page" data-testid="summer-collection">
      <p className="cp-counts">{_({ ...m.collectedOf, values: { collected, total: items.length } })}</p>
      <ul className="cp-list">
        {items.map((item) => {
          const target: OpenAppTarget =
            kind === 'fm' && item.fm_id
              ? { target: 'fmPlaying', params: { npc_id: item.npc_id, fm_id: item.fm_id, fm_type: FM_TYPE } }
              : { target: 'chat', params: { npc_id: item.npc_id } };
          return (
            <li key={item.item_id} className="cp-list__row" data-collected={item.collected}>
              <img
                className="cp-avatar"
                src={item.image_url}
                alt=""
                width={36}
                height={36}
                loading="lazy"
                style={item.collected ? undefined : { filter: 'grayscale(1)', opacity: 0.5 }}
              />
              <span className="cp-list__main">
                <span data-testid="collection-title">{item.name}</span>
                <br />
                <span className="cp-muted">{_(item.collected ? m.collected : m.missing)}</span>
              </span>
              <OpenAppButton
                variant="compact"
                fromPage={page}
                target={target}
                entrance="collection_item"
                label={_(kind === 'fm' ? m.listen : m.chat)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
