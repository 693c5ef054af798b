import { useLingui } from '@lingui/react';
import { SessionGate } from '@/kernel/session/session-gate';
import { loadSessionRouteData, type RouteDataContext } from '@/kernel/data/route-data';
import type { Locale } from '@/platform/brand';
import { PageWrapper } from '@/ui/page-wrapper';
import { ErrorPanel } from '@/ui/error-panel';
import { useLocalDateTimeFormat } from '@/ui/local-time';
import { DocumentText } from './document-text';
import { preloadDocument } from './document-preload';
import { m } from './messages';
import { failureKind, recordReads } from './record-calls';
import { useRemote } from '@/kernel/data';
import { EmptyState } from '@/ui/blocks';
import './documents.css';

/**
 * /static/originality_statement/{npcID}: the character, its creator and date, then the statement. The
 * statement is the same for everyone and shows at once (the server renders it); the character comes
 * from a call that needs a login (npc/get_originality), so its card waits for the page's login.
 */
export function OriginalityPage({ npcId }: { npcId: string }) {
  return (
    <PageWrapper page="static_originality_statement">
      <SessionGate fallback={<CharacterPlaceholder />}>
        <Originality npcId={npcId} />
      </SessionGate>
      <DocumentText doc="originality_statement" />
    </PageWrapper>
  );
}

/**
 * The route's loader: the statement's text, and the character when the server renders with the
 * visitor's session; a character the server said it does not have is not found (a 404 on the server).
 */
export async function preloadOriginality(
  context: RouteDataContext & { readonly locale?: Locale },
  npcId: string,
): Promise<void> {
  const call = recordReads.originality(npcId);
  // An unknown character is the page's own message (the card says it), with or without the session.
  await Promise.all([preloadDocument('originality_statement', context.locale), loadSessionRouteData(context, call)]);
}

/** The card's place while the login is not ready: the same size, so the statement below does not move. */
function CharacterPlaceholder() {
  return (
    <section className="tk-doc-card tk-doc-row" aria-busy="true" data-testid="originality-character-pending">
      <div className="tk-doc-avatar-placeholder" />
    </section>
  );
}

function Originality({ npcId }: { npcId: string }) {
  const { _, i18n } = useLingui();
  const { remote, retry } = useRemote(recordReads.originality(npcId));
  // A date alone: in UTC while the server renders and the browser hydrates, then in the visitor's zone.
  const format = useLocalDateTimeFormat(i18n.locale, { dateStyle: 'long' });
  if (remote.status === 'loading') return <CharacterPlaceholder />;
  if (remote.status === 'failed') {
    const kind = failureKind(remote.error);
    if (kind === 'not_found') return <EmptyState message={_(m.notFound)} />;
    return <ErrorPanel kind={kind} {...(kind === 'unknown' ? { message: _(m.loadFailed) } : {})} onRetry={retry} />;
  }
  const { npc } = remote.data;
  const date = format.format(npc.created_at_ms);
  return (
    <section className="tk-doc-card tk-doc-row" data-testid="originality-character" aria-label={npc.name}>
      <img src={npc.avatar_url} alt="" width={56} height={56} style={{ borderRadius: '50%' }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <h2>{npc.name}</h2>
        <p>{_({ ...m.createdBy, values: { creator: npc.creator_nickname } })}</p>
        <p className="tk-doc-muted">{_({ ...m.createdOn, values: { date } })}</p>
      </div>
    </section>
  );
}
