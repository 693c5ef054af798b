import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { LEVEL_DOC_TYPES, type LevelDocType } from '@/platform/route-catalog';
import { PageWrapper } from '@/ui/page-wrapper';
import { DocumentText } from './document-text';
import { m } from './messages';
import './documents.css';

const TAB: Record<LevelDocType, MessageDescriptor> = { level: m.levelTab, quest: m.questTab, reward: m.rewardTab, score: m.scoreTab };

/** /level/doc/{docType}: the level, quest, reward and score explanations, with links between them. */
export function LevelDocPage({ docType }: { docType: LevelDocType }) {
  const { _ } = useLingui();
  return (
    <PageWrapper page="level_doc">
      <nav aria-label={_(m.levelDocsNav)} className="tk-doc-actions">
        {LEVEL_DOC_TYPES.map((type) => (
          <Link key={type} to="/level/doc/$docType" params={{ docType: type }} className="tk-button tk-button--ghost" aria-current={type === docType ? 'page' : undefined}>
            {_(TAB[type])}
          </Link>
        ))}
      </nav>
      <DocumentText doc={`level_${docType}`} />
    </PageWrapper>
  );
}
