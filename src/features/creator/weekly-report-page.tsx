import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { CreatorStatusCode } from '@/api/contract/creator-codes';
import { WEEKLY_COUNT_KEYS, type WeeklyCounts, type WeeklyCountKey } from '@/api/contract/creator';
import { isNetworkFailure, refusalCodeOf, useRemote } from '@/kernel/data';
import { OpenAppButton } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { weeklyReportCall } from './creator-calls';
import { creatorConfig } from './creator-config';
import { CreatorEvent } from './creator-events';
import { CreatorPageWrapper, NotCreator, RealNameGate } from './creator-gate';
import { countLabels, creatorMessages as m } from './messages';
import { WeeklyChart } from './weekly-chart';
import './creator.css';

/** /weekly_report: the creator's week (SPEC §3 counts) against the week before. */
export function WeeklyReportPage() {
  return (
    <CreatorPageWrapper page="weekly_report">
      <RealNameGate page="weekly_report">
        <WeeklyReport />
      </RealNameGate>
    </CreatorPageWrapper>
  );
}

/** The change against last week as the page says it; null when last week had nothing to compare. */
export function weekChange(now: number, before: number): { direction: 'up' | 'down' | 'same' | 'new'; percent: number } {
  if (now === before) return { direction: 'same', percent: 0 };
  if (before === 0) return { direction: 'new', percent: 0 };
  const percent = Math.round((Math.abs(now - before) / before) * 100);
  return { direction: now > before ? 'up' : 'down', percent };
}

function WeeklyReport() {
  const { _, i18n } = useLingui();
  const services = useServices();
  const { remote, retry } = useRemote(weeklyReportCall());
  const code = remote.status === 'error' ? refusalCodeOf(remote.error) : null;
  const status = remote.status === 'ready' ? 'ready' : code === CreatorStatusCode.NotCreator ? 'not_creator' : null;
  useEffect(() => {
    if (status) services.analytics.trackClick(CreatorEvent.view, { from_page: 'weekly_report', state: status });
  }, [services, status]);

  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'error') {
    if (code === CreatorStatusCode.NotCreator) return <NotCreator page="weekly_report" />;
    return <ErrorPanel kind="network" message={isNetworkFailure(remote.error) ? undefined : _(errorMessages.contentLoadingFailed)} onRetry={retry} />;
  }
  const report = remote.data;
  const format = (n: number) => i18n.number(n);
  const date = (ms: number) => i18n.date(new Date(ms), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const weekday = (ms: number) => i18n.date(new Date(ms), { weekday: 'short', timeZone: 'UTC' });
  const end = report.week_start_ms + 6 * 24 * 3600 * 1000;
  const quota = report.create_quota;
  const left = Math.max(0, quota.limit - quota.used);
  const chartKey: WeeklyCountKey = creatorConfig.chartCount;
  return (
    <div className="cr-page" data-testid="weekly-report">
      <p className="cr-note" data-testid="week-range">
        {_({ ...m.weekOf, values: { start: date(report.week_start_ms), end: date(end) } })}
      </p>
      <section className="cr-card" aria-labelledby="cr-chart-title">
        <h2 id="cr-chart-title" className="cr-card__title">
          {_(m.chartTitle)}
        </h2>
        <WeeklyChart days={report.daily.map((d) => ({ label: weekday(d.day_ms), value: d.counts[chartKey] }))} format={format} />
      </section>
      <ul className="cr-grid" data-testid="weekly-counts">
        {WEEKLY_COUNT_KEYS.map((key) => (
          <CountTile key={key} name={key} now={report.this_week} before={report.last_week} format={format} />
        ))}
      </ul>
      <section className="cr-card" aria-labelledby="cr-create-title" data-testid="weekly-create">
        <h2 id="cr-create-title" className="cr-card__title">
          {_(m.createTitle)}
        </h2>
        {left > 0 ? (
          <>
            <p className="cr-note">{_({ ...m.createLeft, values: { left } })}</p>
            <Link
              className="tk-button cr-link-button"
              to="/ai/clone"
              onClick={() => services.analytics.trackClick(CreatorEvent.weeklyCreate, { from_page: 'weekly_report', allowed: true })}
              data-testid="weekly-create-button"
            >
              {_(m.createButton)}
            </Link>
          </>
        ) : (
          <>
            <p className="cr-error" role="status" data-testid="exceed-create-limit">
              {_(m.exceedCreateLimit)}
            </p>
            <button type="button" className="tk-button" disabled data-testid="weekly-create-button">
              {_(m.createButton)}
            </button>
          </>
        )}
        <OpenAppButton
          label={_(m.createInApp)}
          target={{ target: 'createNpc', params: { entrance: creatorConfig.entrance } }}
          fromPage="weekly_report"
          entrance="weekly_create"
          variant="compact"
          testId="weekly-create-in-app"
        />
      </section>
    </div>
  );
}

function CountTile({ name, now, before, format }: { name: WeeklyCountKey; now: WeeklyCounts; before: WeeklyCounts; format: (n: number) => string }) {
  const { _ } = useLingui();
  const change = weekChange(now[name], before[name]);
  const text =
    change.direction === 'up'
      ? _({ ...m.up, values: { percent: change.percent } })
      : change.direction === 'down'
        ? _({ ...m.down, values: { percent: change.percent } })
        : change.direction === 'new'
          ? _(m.newThisWeek)
          : _(m.same);
  return (
    <li className="cr-stat" data-testid={`count-${name}`}>
      <span className="cr-stat__label">{_(countLabels[name])}</span>
      <span className="cr-stat__value">{format(now[name])}</span>
      <span className={`cr-stat__delta cr-stat__delta--${change.direction}`}>
        {text} · {_({ ...m.vsLastWeek, values: { count: format(before[name]) } })}
      </span>
    </li>
  );
}
