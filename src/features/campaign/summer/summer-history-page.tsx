import { useLingui } from '@lingui/react';
import { SessionGate } from '@/kernel/session/session-gate';
import { ReadFailure } from '@/kernel/data';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { summerHistoryCall } from '../shared/campaign-calls';
import { EmptyNext } from '../shared/empty-next';
import { campaignMessages as c, summerMessages as m } from '../shared/messages';
import { taskText } from '../shared/prize-text';
import { useCampaignData } from '../shared/use-campaign-data';
import '../shared/campaign.css';

/**
 * /summer/rewarded_history: the gems the summer campaign granted, with when they expire (the visitor's own list, behind
 * the login; the page's frame is in the server's HTML).
 */
export function SummerHistoryPage() {
  return (
    <PageWrapper page="summer_rewarded_history">
      <SessionGate fallback={null}>
        <HistoryScreen />
      </SessionGate>
    </PageWrapper>
  );
}

function HistoryScreen() {
  const { _, i18n } = useLingui();
  const loaded = useCampaignData(summerHistoryCall());
  if (loaded.failed)
    return (
      <ReadFailure error={loaded.error} networkMessage={_(errorMessages.contentLoadingFailed)} onRetry={loaded.retry} />
    );
  if (!loaded.data) return <Loading />;
  if (loaded.data.records.length === 0)
    return <EmptyNext title={_(m.historyEmpty)} detail={_(m.historyEmptyDetail)} to="/summer" action={_(m.toSummer)} />;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  return (
    <ul className="cp-list cp-page" data-testid="summer-history">
      {loaded.data.records.map((r) => (
        <li key={r.record_id} className="cp-list__row">
          <span className="cp-list__main">
            {taskText(i18n, r.name, r.name)}
            <br />
            <span className="cp-muted">
              {date.format(r.at_ms)} · {_({ ...c.expiresOn, values: { date: date.format(r.expires_at_ms) } })}
            </span>
          </span>
          <span className="cp-list__side">{_({ ...c.gems, values: { count: r.gems } })}</span>
        </li>
      ))}
    </ul>
  );
}
