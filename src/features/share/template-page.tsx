import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { SharedTemplate } from '@/api/contract/share';
import { AuthorChip } from './author-chip';
import { ShareImage } from './media';
import { shareMessages } from './messages';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { templateContentCall } from './calls/template';
import { useShareContent } from './use-share-content';
import { describeShared } from './share-descriptions';

/** /share/template?template_id=…: cover, title, description and author; the app opens the template. */
export function ShareTemplatePage({ templateId }: { templateId: string | null }) {
  const { _ } = useLingui();
  const { content, retry } = useShareContent(templateId ? templateContentCall(templateId) : null);
  const template: SharedTemplate | null = content.status === 'ready' ? content.data : null;
  const share = useMemo(() => template && describeShared.template(template), [template]);
  return (
    <ShareScaffold
      page="share_template"
      title={template?.title}
      share={share}
      target={template ? { target: 'templateDetail', params: { template_id: template.template_id } } : null}
      ctaLabel={template ? _(shareMessages.useTemplate) : undefined}
    >
      {template ? (
        <>
          <ShareImage
            className="sh-portrait"
            src={template.cover_url}
            alt={template.title}
            width={750}
            height={1000}
            priority
          />
          <h2 className="sh-title">{template.title}</h2>
          <p className="sh-text">{template.description}</p>
          <AuthorChip author={template.author} />
        </>
      ) : (
        <ShareStatus content={content} retry={retry} />
      )}
    </ShareScaffold>
  );
}
