import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { CreatorStatusCode } from '@/api/contract/creator-codes';
import { StatusCode } from '@/api/contract/codes';
import { refusalCodeOf, useRemote, ReadFailure } from '@/kernel/data';
import { HOME_TARGET, OpenAppButton } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { Card, EmptyState, Note } from '@/ui/blocks';
import { topicCall } from './creator-calls';
import { CreatorEvent } from './creator-events';
import { CreatorPageWrapper } from './creator-gate';
import { creatorMessages as m } from './messages';
import { usePathValue } from './route-values';
import './creator.css';

/** /tag/{tagID}: a topic's posts; a topic under review says so; unknown ids are not found. */
export function TopicPage() {
  const tagId = usePathValue('tagID');
  const { _ } = useLingui();
  const services = useServices();
  const { remote, retry } = useRemote(topicCall(tagId));
  const code = remote.status === 'failed' ? refusalCodeOf(remote.error) : null;
  const shown =
    remote.status === 'ready'
      ? 'ready'
      : code === CreatorStatusCode.TopicUnderReview
        ? 'under_review'
        : code === StatusCode.NotFound
          ? 'not_found'
          : null;
  useEffect(() => {
    if (shown)
      services.analytics.trackClick(CreatorEvent.view, { from_page: 'tag_detail', state: shown, tag_id: tagId });
  }, [services, shown, tagId]);

  let body;
  if (remote.status === 'loading') body = <Loading />;
  else if (remote.status === 'failed') {
    if (code === CreatorStatusCode.TopicUnderReview) {
      body = (
        <Card role="status" data-testid="topic-under-review">
          <p className="cr-text">{_(m.topicUnderReview)}</p>
        </Card>
      );
    } else if (code === StatusCode.NotFound) {
      body = (
        <EmptyState message={_(m.topicNotFound)}>
          <p className="tk-error__hint">{_(m.topicNextStep)}</p>
          <OpenAppButton
            label={_(m.openApp)}
            target={HOME_TARGET}
            fromPage="tag_detail"
            entrance="topic_missing"
            testId="topic-open-app"
          />
        </EmptyState>
      );
    } else body = <ReadFailure error={remote.error} onRetry={retry} />;
  } else {
    const topic = remote.data.topic;
    body = (
      <div className="cr-page" data-testid="topic">
        <Card>
          <h2 className="cr-card__title">#{topic.name}</h2>
          {topic.description ? <p className="cr-text">{topic.description}</p> : null}
          <Note>{_({ ...m.posts, values: { count: topic.post_count } })}</Note>
        </Card>
        {topic.posts.length === 0 ? (
          <EmptyState message={_(m.noPosts)} />
        ) : (
          <ul className="cr-list" data-testid="topic-posts">
            {topic.posts.map((p) => (
              <li key={p.post_id} className="tk-card">
                <h3 className="cr-card__title">{p.title}</h3>
                <p className="cr-text">{p.content}</p>
                <div className="cr-row">
                  <Note as="span">
                    {p.author_nickname} · {_({ ...m.likes, values: { count: p.like_count } })}
                  </Note>
                  <OpenAppButton
                    label={_(m.openApp)}
                    target={{ target: 'postDetail', params: { post_id: p.post_id } }}
                    fromPage="tag_detail"
                    entrance="topic_post"
                    variant="compact"
                    testId={`post-${p.post_id}`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return <CreatorPageWrapper page="tag_detail">{body}</CreatorPageWrapper>;
}
