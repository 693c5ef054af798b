import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { StatusCode } from '@/api/contract/codes';
import { refusalCodeOf, useRemote, ReadFailure } from '@/kernel/data';
import { OpenAppButton } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { Card, EmptyState, Note } from '@/ui/blocks';
import { seriesEpilogueCall } from './creator-calls';
import { CreatorEvent } from './creator-events';
import { CreatorPageWrapper } from './creator-gate';
import { creatorMessages as m } from './messages';
import { usePathValue } from './route-values';
import './creator.css';

/** /series/epilogue/{seriesId}: the epilogue and characters of a finished story series; continue in the app. */
export function SeriesEpiloguePage() {
  const seriesId = usePathValue('seriesId');
  const { _ } = useLingui();
  const services = useServices();
  const { remote, retry } = useRemote(seriesEpilogueCall(seriesId));
  const code = remote.status === 'failed' ? refusalCodeOf(remote.error) : null;
  const shown =
    remote.status === 'ready'
      ? remote.data.series.finished
        ? 'ready'
        : 'not_finished'
      : code === StatusCode.NotFound
        ? 'not_found'
        : null;
  useEffect(() => {
    if (shown)
      services.analytics.trackClick(CreatorEvent.view, {
        from_page: 'series_epilogue',
        state: shown,
        series_id: seriesId,
      });
  }, [services, shown, seriesId]);

  let body;
  if (remote.status === 'loading') body = <Loading />;
  else if (remote.status === 'failed')
    body =
      code === StatusCode.NotFound ? (
        <EmptyState message={_(m.seriesNotFound)} />
      ) : (
        <ReadFailure error={remote.error} onRetry={retry} />
      );
  else {
    const s = remote.data.series;
    body = (
      <div className="cr-page" data-testid="series-epilogue">
        <h2 className="cr-card__title" data-testid="series-title">
          {s.title}
        </h2>
        <img className="cr-cover" src={s.cover_url} alt="" />
        <Card aria-labelledby="cr-epilogue">
          <h2 id="cr-epilogue" className="cr-card__title">
            {_(m.epilogue)}
          </h2>
          {s.finished ? (
            <p className="cr-text" data-testid="epilogue-text">
              {s.epilogue}
            </p>
          ) : (
            <Note data-testid="series-not-finished">{_(m.seriesNotFinished)}</Note>
          )}
        </Card>
        <Card aria-labelledby="cr-characters">
          <h2 id="cr-characters" className="cr-card__title">
            {_(m.characters)}
          </h2>
          <ul className="cr-list">
            {s.characters.map((c) => (
              <li key={c.npc_id} className="cr-item">
                <img className="cr-avatar" src={c.avatar_url} alt="" />
                <span style={{ flex: 1 }}>
                  <strong>{c.name}</strong>
                  <br />
                  <Note as="span">{c.role}</Note>
                </span>
                <OpenAppButton
                  label={_(m.chatInApp)}
                  target={{ target: 'chat', params: { npc_id: c.npc_id, default_tab: 2 } }}
                  fromPage="series_epilogue"
                  entrance="epilogue_chat"
                  variant="compact"
                  testId={`chat-${c.npc_id}`}
                />
              </li>
            ))}
          </ul>
        </Card>
        {s.memory_id ? (
          <OpenAppButton
            label={_(m.memoryInApp)}
            target={{ target: 'memory', params: { memory_id: s.memory_id } }}
            fromPage="series_epilogue"
            entrance="epilogue_memory"
            testId="epilogue-memory"
          />
        ) : null}
      </div>
    );
  }
  return <CreatorPageWrapper page="series_epilogue">{body}</CreatorPageWrapper>;
}
