import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { DocumentData } from './document-sources';
import { formatDay } from './format-day';

const texts = {
  effective: msg`Effective date: {date}`,
  contents: msg`Contents`,
};

/**
 * A compiled document: its title, effective date, table of contents and text. The HTML was made at
 * build time from our own sources (scripts/lib/document-markup.ts escapes every character of text), so
 * it is trusted. Links to our pages move inside the app instead of reloading it.
 */
export function DocumentView({ data, lang }: { data: DocumentData; lang: string }) {
  const { _, i18n } = useLingui();
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (
      !href?.startsWith('/') ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    const [path = '/', hash] = href.split('#');
    void router.navigate({ to: path, ...(hash ? { hash } : {}) });
  };
  return (
    <article className="tk-doc" lang={lang} data-testid="document">
      <h1 className="tk-doc__title">{data.title}</h1>
      {data.effective ? (
        <p className="tk-doc__effective">
          {_({ ...texts.effective, values: { date: formatDay(data.effective, i18n.locale) } })}
        </p>
      ) : null}
      {data.toc.length > 0 ? (
        <nav className="tk-doc__toc" aria-label={_(texts.contents)}>
          <h2 className="tk-doc__toc-title">{_(texts.contents)}</h2>
          <ol>
            {data.toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="tk-doc__body" onClick={onClick} dangerouslySetInnerHTML={{ __html: data.html }} />
    </article>
  );
}
