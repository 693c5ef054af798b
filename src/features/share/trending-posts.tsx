import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { ContractLocale } from '@/api/contract/endpoint';
import { trendingPosts } from '@/api/contract/share-post';
import { callEndpoint } from '@/services/api/call-endpoint';
import { useShell } from '@/ui/shell-context';
import { shareMessages } from './messages';
import { useShareContent } from './use-share-content';

const LOCALES: readonly string[] = ['en', 'zh', 'es', 'pt', 'ja'] satisfies ContractLocale[];
const TRENDING_LIMIT = 3;

/** Posts recommended instead of one the viewer may not see; each opens its own share page. */
export function TrendingPosts() {
  const { _, i18n } = useLingui();
  const { params } = useShell();
  const locale = (LOCALES.includes(i18n.locale) ? i18n.locale : 'en') as ContractLocale;
  const { content } = useShareContent({
    key: `trending:${locale}`,
    load: async (client) => (await callEndpoint(client, trendingPosts, { locale, limit: TRENDING_LIMIT })).posts,
  });
  if (content.status !== 'ready' || content.data.length === 0) return null;
  return (
    <section className="sh-trending" aria-labelledby="sh-trending-title" data-testid="trending-posts">
      <h2 id="sh-trending-title" className="sh-trending__title">
        {_(shareMessages.trendingPosts)}
      </h2>
      <ul className="sh-trending__list">
        {content.data.map((post) => (
          <li key={post.post_id}>
            <Link
              className="sh-trending__item"
              to="/share/post"
              search={{
                post_id: post.post_id,
                share_trace_id: params.share_trace_id,
                share_clk_type: params.share_clk_type,
              }}
            >
              {post.image_urls[0] ? (
                <img src={post.image_urls[0]} alt="" width={64} height={64} loading="lazy" decoding="async" />
              ) : null}
              <span className="sh-trending__text">
                <span className="sh-trending__name">{post.title}</span>
                <span className="sh-trending__excerpt">{post.content}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
