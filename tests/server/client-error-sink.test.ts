/** The sink of the page's error reports: who sent them, and a report sent twice is stored once. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { reportClientErrors } from '../../src/api/contract/client-error';
import { loginAs, startInProcess } from './support';

const t = startInProcess();
afterAll(() => t.close());
beforeEach(async () => {
  await t.control.reset();
});

const report = (message: string, reportId?: string) => ({
  ...(reportId ? { report_id: reportId } : {}),
  level: 'error' as const,
  name: 'http_error',
  message,
  occurred_at_ms: Date.now(),
});

describe('client error reports', () => {
  it('are stored under the signed-in user, else nobody; a user_id of the query is only a claim beside the sender', async () => {
    const signedIn = t.newClient();
    const { user_id } = await loginAs(signedIn, 'anonymous');
    await signedIn.call(
      reportClientErrors,
      { reports: [report('signed in')] },
      { query: { user_id: 'u_someone_else' } },
    );
    await t
      .newClient()
      .call(
        reportClientErrors,
        { reports: [report('from the query')] },
        { token: null, query: { user_id: 'u_from_query' } },
      );
    await t.newClient().call(reportClientErrors, { reports: [report('anonymous page')] }, { token: null });
    const stored = await t.control.errorReports();
    expect(stored.map((r) => [r.message, r.user_id, r.claimed_user_id])).toEqual([
      ['signed in', user_id, 'u_someone_else'],
      ['from the query', null, 'u_from_query'],
      ['anonymous page', null, null],
    ]);
  });

  it('count a report id sent again as a duplicate and store it once', async () => {
    const c = t.newClient();
    expect(
      await c.call(reportClientErrors, { reports: [report('a', 'r-1'), report('b', 'r-2')] }, { token: null }),
    ).toEqual({ accepted: 2, duplicates: 0 });
    expect(await c.call(reportClientErrors, { reports: [report('a', 'r-1'), report('c')] }, { token: null })).toEqual({
      accepted: 1,
      duplicates: 1,
    });
    expect((await t.control.errorReports()).map((r) => r.message)).toEqual(['a', 'b', 'c']);
  });
});
