import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { LEVEL_DOC_TYPES, type LevelDocType } from '@/platform/route-catalog';
import { PageWrapper } from '@/ui/page-wrapper';
import { DocumentText } from './document-text';
import { m } from './messages';
import './documents.css';

const TAB: Record<LevelDocType, MessageDescriptor> = {
  level: m.levelTab,
  quest: m.questTab,
  reward: m.rewardTab,
  score: m.scoreTab,
};

/** /level/doc/{docType}: the level, quest, reward and score explanations, with links between them. */
export function LevelDocPage({ docType }: { docType: LevelDocType }) {
  const { _ } = useLingui();
  const tabs = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  // Where the row scrolls sideways (long labels), the open section's tab is brought into view: the
  // last ones start out of sight. Only the row scrolls, never the page. On a server-rendered page the
  // visitor may have scrolled the row before the app took it over: that scroll is theirs, and moving the
  // row under their finger would send the tap to another tab.
  useEffect(() => {
    const row = tabs.current;
    const open = row?.querySelector('[aria-current="page"]');
    const firstRun = !mounted.current;
    mounted.current = true;
    if (!row || !open || (firstRun && row.scrollLeft !== 0)) return;
    const [outer, inner] = [row.getBoundingClientRect(), open.getBoundingClientRect()];
    // Inside the row's padding, so the tab lines up with the text below.
    const padding = parseFloat(getComputedStyle(row).paddingLeft) || 0;
    if (inner.right > outer.right - padding) row.scrollLeft += inner.right - outer.right + padding;
    else if (inner.left < outer.left + padding) row.scrollLeft -= outer.left + padding - inner.left;
  }, [docType]);
  return (
    <PageWrapper page="level_doc">
      <nav aria-label={_(m.levelDocsNav)} className="tk-doc-tabs" ref={tabs}>
        {LEVEL_DOC_TYPES.map((type) => (
          <Link
            key={type}
            to="/level/doc/$docType"
            params={{ docType: type }}
            className="tk-button tk-button--ghost"
            aria-current={type === docType ? 'page' : undefined}
          >
            {_(TAB[type])}
          </Link>
        ))}
      </nav>
      <DocumentText doc={`level_${docType}`} />
    </PageWrapper>
  );
}
