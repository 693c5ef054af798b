import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { CreatorStatusCode } from '@/api/contract/creator-codes';
import {
  type getWeeklyReport,
  WEEKLY_COUNT_KEYS,
  type WeeklyCounts,
  type WeeklyCountKey,
} from '@/api/contract/creator';
import type { DataOf } from '@/api/contract/endpoint';
import { loadSessionRouteData, ReadFailure, refusalCodeOf, useRemote, type RouteDataContext } from '@/kernel/data';
import { useServices } from '@/kernel/session/app-context';
import { Card, FieldError, Note } from '@/ui/blocks';
import { weeklyReportCall } from './creator-calls';
import { creatorConfig } from './creator-config';
import { CreatorEvent } from './creator-events';
import { CreatorPageWrapper, NotCreator, RealNameGate } from './creator-gate';
import { countLabels, creatorMessages as m } from './messages';
import { WeeklyChart } from './weekly-chart';
import './creator.css';

type Report = DataOf<typeof getWeeklyReport>;

/** /weekly_report: the creator's week (SPEC §3 counts) against the week before. */
export function WeeklyReportPage() {
  return (
    <CreatorPageWrapper page="weekly_report">
      <RealNameGate page="weekly_report" fallback={<WeeklyView report={null} />}>
        <WeeklyReport />
      </RealNameGate>
    </CreatorPageWrapper>
  );
}

/**
 * The route loader's read: the creator's own week, so the server asks for it only when it renders
 * with the visitor's session (the app's auth cookie); the browser's page asks once logged in.
 */
export function preloadWeeklyReport(context: RouteDataContext): Promise<void> {
  return loadSessionRouteData(context, weeklyReportCall());
}

/** The change against last week as the page says it; null when last week had nothing to compare. */
export function weekChange(
  now: number,
  before: number,
): { direction: 'up' | 'down' | 'same' | 'new'; percent: number } {
  if (now === before) return { direction: 'same', percent: 0 };
  if (before === 0) return { direction: 'new', percent: 0 };
  const percent = Math.round((Math.abs(now - before) / before) * 100);
  return { direction: now > before ? 'up' : 'down', percent };
}

function WeeklyReport() {
  const { _ } = useLingui();
  const services = useServices();
  const { remote, retry } = useRemote(weeklyReportCall());
  const code = remote.status === 'failed' ? refusalCodeOf(remote.error) : null;
  const status = remote.status === 'ready' ? 'ready' : code === CreatorStatusCode.NotCreator ? 'not_creator' : null;
  useEffect(() => {
    if (status) services.analytics.trackClick(CreatorEvent.view, { from_page: 'weekly_report', state: status });
  }, [services, status]);

  if (remote.status === 'loading') return <WeeklyView report={null} />;
  if (remote.status === 'failed') {
    if (code === CreatorStatusCode.NotCreator) return <NotCreator page="weekly_report" />;
    return <ReadFailure error={remote.error} onRetry={retry} />;
  }
  return <WeeklyView report={remote.data} />;
}

/**
 * The report, or without one (before the login, while it loads) its frame: the same headings, count
 * names and way to create in the app, with empty places where the creator's numbers go.
 */
function WeeklyView({ report }: { report: Report | null }) {
  const { _, i18n } = useLingui();
  const services = useServices();
  const format = (n: number) => i18n.number(n);
  // The week is seven full UTC days (README "Creator tools"): written in UTC, the same on the server and in the
  // browser.
  const date = (ms: number) => i18n.date(new Date(ms), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const weekday = (ms: number) => i18n.date(new Date(ms), { weekday: 'short', timeZone: 'UTC' });
  const chartKey: WeeklyCountKey = creatorConfig.chartCount;
  const left = report ? Math.max(0, report.create_quota.limit - report.create_quota.used) : 0;
  return (
    <div
      className="cr-page"
      data-testid={report ? 'weekly-report' : 'weekly-frame'}
      aria-busy={report ? undefined : true}
    >
      {report ? (
        <Note data-testid="week-range">
          {_({
            ...m.weekOf,
            values: { start: date(report.week_start_ms), end: date(report.week_start_ms + 6 * 24 * 3600 * 1000) },
          })}
        </Note>
      ) : (
        <Note className="cr-placeholder" aria-hidden="true" />
      )}
      <Card aria-labelledby="cr-chart-title">
        <h2 id="cr-chart-title" className="cr-card__title">
          {_(m.chartTitle)}
        </h2>
        {report ? (
          <WeeklyChart
            days={report.daily.map((d) => ({ label: weekday(d.day_ms), value: d.counts[chartKey] }))}
            format={format}
          />
        ) : (
          <div className="cr-chart cr-chart--empty" aria-hidden="true" />
        )}
      </Card>
      <ul className="cr-grid" data-testid={report ? 'weekly-counts' : undefined}>
        {WEEKLY_COUNT_KEYS.map((key) =>
          report ? (
            <CountTile key={key} name={key} now={report.this_week} before={report.last_week} format={format} />
          ) : (
            <li key={key} className="cr-stat">
              <span className="cr-stat__label">{_(countLabels[key])}</span>
              <span className="cr-stat__value cr-placeholder" aria-hidden="true" />
              <span className="cr-stat__delta cr-placeholder" aria-hidden="true" />
            </li>
          ),
        )}
      </ul>
      <Card aria-labelledby="cr-create-title" data-testid="weekly-create">
        <h2 id="cr-create-title" className="cr-card__title">
          {_(m.createTitle)}
        </h2>
        {!report ? (
          <Note className="cr-placeholder" aria-hidden="true" />
        ) : left > 0 ? (
          <>
            <Note>{_({ ...m.createLeft, values: { left } })}</Note>
            <Link
              className="tk-button cr-link-button"
              to="/ai/clone"
              onClick={() =>
                services.analytics.trackClick(CreatorEvent.weeklyCreate, { from_page: 'weekly_report', allowed: true })
              }
              data-testid="weekly-create-button"
            >
              {_(m.createButton)}
            </Link>
          </>
        ) : (
          <>
            <FieldError role="status" data-testid="exceed-create-limit">
              {_(m.exceedCreateLimit)}
            </FieldError>
            <button type="button" className="tk-button" disabled data-testid="weekly-create-button">
              {_(m.createButton)}
            </button>
          </>
        )}
      </Card>
    </div>
  );
}

function CountTile({
  name,
  now,
  before,
  format,
}: {
  name: WeeklyCountKey;
  now: WeeklyCounts;
  before: WeeklyCounts;
  format: (n: number) => string;
}) {
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
