import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteFile, ROUTES_DIR } from '../../../scripts/lib/route-facts';

/** A route file as the reader sees it: only `createFileRoute(…)({ staticData })` matters. */
const route = (path: string, staticData: string): string =>
  [
    "import { createFileRoute } from '@tanstack/react-router';",
    "import { msg } from '@lingui/core/macro';",
    `export const Route = createFileRoute('${path}')({`,
    staticData === '' ? '' : `  staticData: ${staticData},`,
    '  component: () => <div />,',
    '});',
  ].join('\n');
const file = join(ROUTES_DIR, 'example.tsx');
const read = (path: string, staticData: string) => readRouteFile(file, route(path, staticData));

describe('the facts a route file declares (scripts/lib/route-facts.ts)', () => {
  it('reads page, title, render policy and catalog; a path without parameters is its own sample', () => {
    const facts = read(
      '/rank/weekly/',
      "{ page: 'rank_weekly', title: msg({ id: 'title.rank_weekly', message: 'Weekly' }), render: 'shared', catalog: 'rank' }",
    );
    expect(facts).toEqual({
      path: '/rank/weekly',
      render: 'shared',
      catalog: 'rank',
      pages: [{ page: 'rank_weekly', title: { id: 'title.rank_weekly', message: 'Weekly' }, sample: '/rank/weekly' }],
    });
  });

  it('reads the pages of a route that renders several, and a query-dependent policy', () => {
    const facts = read(
      '/record/$record',
      `{ pages: [
        { page: 'record_card', title: msg({ id: 'title.record_card', message: 'Cards' }), sample: '/record/card' },
        { page: 'record_gems', title: msg({ id: 'title.record_gems', message: 'Gems' }), sample: '/record/gems' },
      ], render: { personalUnlessQuery: 'user_id' } }`,
    );
    expect(facts?.pages.map((entry) => entry.sample)).toEqual(['/record/card', '/record/gems']);
    expect(facts?.render).toEqual({ personalUnlessQuery: 'user_id' });
    expect(facts?.catalog).toBeNull();
  });

  it.each([
    ['no staticData at all', '/rank/weekly', '', /declares no staticData/],
    [
      'no render policy',
      '/rank/weekly',
      "{ page: 'rank_weekly', title: msg({ id: 'title.rank_weekly', message: 'Weekly' }) }",
      /render/,
    ],
    [
      'a title whose id is not title.<page>',
      '/rank/weekly',
      "{ page: 'rank_weekly', title: msg({ id: 'title.weekly', message: 'Weekly' }), render: 'shared' }",
      /title\.rank_weekly/,
    ],
    [
      'a path with parameters and no sample',
      '/rank/$rankID',
      "{ page: 'rank_one', title: msg({ id: 'title.rank_one', message: 'One' }), render: 'shared' }",
      /sample/,
    ],
    [
      'a value computed at run time',
      '/rank/weekly',
      "{ page: PAGE, title: msg({ id: 'title.rank_weekly', message: 'Weekly' }), render: 'shared' }",
      /plain literals/,
    ],
  ])('refuses a route with %s', (_, path, staticData, error) => {
    expect(() => read(path, staticData)).toThrow(error);
  });

  it('skips a file that declares no route', () => {
    expect(readRouteFile(file, 'export const x = 1;')).toBeNull();
  });
});
