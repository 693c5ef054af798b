import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { Card, EmptyState, Note } from '@/ui/blocks';
import { useHydrated } from '@/ui/local-time';
import { ContactLink, QuestionLinks, Shell, States, useCategories } from './help-shell';
import { centerMessages as m } from './messages';

/** /feedback_help: topics, a filter over question titles, and the way to the feedback form. */
export function HelpHomePage() {
  return (
    <Shell page="feedback_help">
      <HelpHome />
    </Shell>
  );
}

function HelpHome() {
  const { _ } = useLingui();
  const { remote, retry } = useCategories();
  const [filter, setFilter] = useState('');
  const hydrated = useHydrated();
  const needle = filter.trim().toLowerCase();
  return (
    <>
      {/* Enabled once the page is hydrated: typed into the server's markup before that, the text would be lost. */}
      <input
        className="hp-input"
        type="search"
        aria-label={_(m.search)}
        placeholder={_(m.search)}
        value={filter}
        disabled={!hydrated}
        onChange={(e) => setFilter(e.target.value)}
        data-testid="help-search"
      />
      <States remote={remote} retry={retry}>
        {({ categories }) => {
          if (categories.length === 0) return <EmptyState message={_(m.empty)} />;
          if (needle) {
            const hits = categories.flatMap((c) => c.questions).filter((q) => q.title.toLowerCase().includes(needle));
            return hits.length ? (
              <QuestionLinks questions={hits} />
            ) : (
              <Note data-testid="help-no-match">{_(m.noMatch)}</Note>
            );
          }
          return (
            <Card aria-labelledby="hp-topics">
              <h2 className="hp-title" id="hp-topics">
                {_(m.topics)}
              </h2>
              <ul className="hp-list" data-testid="help-categories">
                {categories.map((c) => (
                  <li key={c.category_id}>
                    <Link to="/feedback_help/category/$categoryID" params={{ categoryID: c.category_id }}>
                      {c.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          );
        }}
      </States>
      <ContactLink />
    </>
  );
}
