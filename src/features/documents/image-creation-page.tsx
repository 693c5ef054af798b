import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { OpenAppButton } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import { config } from '@/platform/config';
import { PageWrapper } from '@/ui/page-wrapper';
import { DocumentText } from './document-text';
import { exampleMediaUrl, IMAGE_EXAMPLES, type ImageExample } from './image-examples';
import { m } from './messages';
import './documents.css';

const FROM_PAGE = 'static_image_creation';

/** /static/image_creation: how to create images, with example pictures and clips and links into the app. */
export function ImageCreationPage() {
  const { _ } = useLingui();
  const expressions = IMAGE_EXAMPLES.filter((e) => e.kind === 'image');
  const holidays = IMAGE_EXAMPLES.filter((e) => e.kind === 'clip');
  return (
    <PageWrapper page="static_image_creation">
      <DocumentText doc="image_creation" />
      <div className="tk-doc-actions">
        <OpenAppButton
          label={_(m.createAvatar)}
          fromPage={FROM_PAGE}
          entrance="avatar_creation"
          target={{ target: 'avatarCreation', params: { tags: ['expression'] } }}
          testId="open-avatar-creation"
        />
        <OpenAppButton
          label={_(m.createCombined)}
          fromPage={FROM_PAGE}
          entrance="combined_creation"
          target={{ target: 'combinedCreation', params: { tags: ['holiday'] } }}
          testId="open-combined-creation"
        />
      </div>
      <section className="tk-doc" aria-labelledby="examples-title">
        <h2 id="examples-title">{_(m.examplesTitle)}</h2>
        <h3>{_(m.expressionsTitle)}</h3>
        <ExampleList examples={expressions} />
        <h3>{_(m.holidaysTitle)}</h3>
        <ExampleList examples={holidays} />
      </section>
    </PageWrapper>
  );
}

function ExampleList({ examples }: { examples: readonly ImageExample[] }) {
  return (
    <ul className="tk-doc-list">
      {examples.map((example) => (
        <li key={example.id} className="tk-doc-card">
          <Example example={example} />
        </li>
      ))}
    </ul>
  );
}

function Example({ example }: { example: ImageExample }) {
  const { _ } = useLingui();
  const { bridge } = useServices();
  const [save, setSave] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const url = exampleMediaUrl(config.apiBaseUrl, example);
  const caption = _(example.caption);
  const inApp = bridge.inNativeApp && bridge.supports('saveImageToPhotosAlbum');
  const onSave = () => {
    setSave('saving');
    bridge.call('saveImageToPhotosAlbum', { url: new URL(url, window.location.href).href }).then(
      () => setSave('saved'),
      () => setSave('failed'),
    );
  };
  return (
    <figure className="tk-doc-figure" data-testid={`example-${example.id}`}>
      <img src={url} alt={caption} loading="lazy" width={768} height={1024} />
      <figcaption>{caption}</figcaption>
      <div className="tk-doc-actions">
        {inApp ? (
          <button
            type="button"
            className="tk-button tk-button--ghost"
            onClick={onSave}
            disabled={save === 'saving'}
            data-testid="save-example"
          >
            {save === 'saving' ? _(m.saving) : _(m.saveImage)}
          </button>
        ) : (
          <a className="tk-button tk-button--ghost" href={url} download={`${example.id}.svg`}>
            {_(m.downloadImage)}
          </a>
        )}
        <OpenAppButton
          label={_(m.tryThis)}
          fromPage={FROM_PAGE}
          entrance="example"
          variant="compact"
          target={{ target: 'avatarCreation', params: { tags: example.tags, prompt: example.prompt } }}
        />
      </div>
      <p role="status" className="tk-doc-muted">
        {save === 'saved' ? _(m.saved) : save === 'failed' ? _(m.saveFailed) : ''}
      </p>
    </figure>
  );
}
