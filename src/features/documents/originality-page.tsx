import { useLingui } from '@lingui/react';
import { SessionGate } from '@/kernel/session/session-gate';
import { PageWrapper } from '@/ui/page-wrapper';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { DocumentText } from './document-text';
import { m } from './messages';
import { failureKind, recordReads } from './record-calls';
import { useRemote } from '@/kernel/data';
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
  const { remote, retry } = useRemote(recordReads.originality(npcId));
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'error') {
    const kind = failureKind(remote.error);
    if (kind === 'not_found') return <ErrorPanel kind="empty" message={_(m.notFound)} />;
    return <ErrorPanel kind={kind} {...(kind === 'unknown' ? { message: _(m.loadFailed) } : {})} onRetry={retry} />;
  }
  const { npc } = remote.data;
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
