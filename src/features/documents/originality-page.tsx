import { useLingui } from '@lingui/react';
import { useServices } from '@/kernel/session/app-context';
import { SessionGate } from '@/kernel/session/session-gate';
import { PageWrapper } from '@/ui/page-wrapper';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { DocumentText } from './document-text';
import { documentsConfig } from './documents-config';
import { m } from './messages';
import { failureKind, recordCalls } from './record-calls';
import { useLoaded } from './use-loaded';
import './documents.css';

/** /static/originality_statement/{npcID}: the character, its creator and date, then the statement. */
export function OriginalityPage({ npcId }: { npcId: string }) {
  return (
    <PageWrapper page="static_originality_statement">
      <SessionGate>
        <Originality npcId={npcId} />
      </SessionGate>
    </PageWrapper>
  );
}

function Originality({ npcId }: { npcId: string }) {
  const { _, i18n } = useLingui();
  const { client } = useServices();
  const { state, retry } = useLoaded(`originality:${npcId}`, () => recordCalls.originality(client, npcId), documentsConfig.requestTimeoutMs);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    const kind = failureKind(state.error);
    if (kind === 'not_found') return <ErrorPanel kind="empty" message={_(m.notFound)} />;
    return <ErrorPanel kind={kind} {...(kind === 'unknown' ? { message: _(m.loadFailed) } : {})} onRetry={retry} />;
  }
  const { npc } = state.data;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(npc.created_at_ms);
  return (
    <>
      <section className="tk-doc-card tk-doc-row" data-testid="originality-character" aria-label={npc.name}>
        <img src={npc.avatar_url} alt="" width={56} height={56} style={{ borderRadius: '50%' }} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <h2>{npc.name}</h2>
          <p>{_({ ...m.createdBy, values: { creator: npc.creator_nickname } })}</p>
          <p className="tk-doc-muted">{_({ ...m.createdOn, values: { date } })}</p>
        </div>
      </section>
      <DocumentText doc="originality_statement" />
    </>
  );
}
