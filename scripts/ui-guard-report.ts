/**
 * Writes test-results/ui-guard-report.md from the violations the UI guards wrote to test-results/ui-guards/
 * (tests/e2e/ui-guards.spec.ts). Run the guards first:
 *   npx playwright test --project=ui-guards; npx tsx scripts/ui-guard-report.ts [title]
 * Rows with the same route, host, moment, check and element are merged across languages, with at most
 * three examples each. UI_GUARD_DIR reads another results folder, UI_GUARD_REPORT writes another file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GuardViolation } from './lib/ui-guard-violation';

const DIR = process.env.UI_GUARD_DIR ?? join('test-results', 'ui-guards');
const OUT = process.env.UI_GUARD_REPORT ?? join('test-results', 'ui-guard-report.md');
const title = process.argv[2] ?? 'UI guard report';

const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const all: GuardViolation[] = files.flatMap((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as GuardViolation[]);

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const byCheck = new Map<string, number>();
for (const v of all) byCheck.set(v.check, (byCheck.get(v.check) ?? 0) + 1);

interface Row {
  v: GuardViolation;
  langs: string[];
  details: Map<string, string[]>;
}
const rows = new Map<string, Row>();
for (const v of all) {
  const key = [v.route, v.host, v.when, v.check, v.selector, v.check === 'axe' ? v.detail.split(':')[0] : ''].join(
    '\u0000',
  );
  const row: Row = rows.get(key) ?? { v, langs: [], details: new Map<string, string[]>() };
  if (!row.langs.includes(v.lang)) row.langs.push(v.lang);
  const langs = row.details.get(v.detail) ?? [];
  if (!langs.includes(v.lang)) langs.push(v.lang);
  row.details.set(v.detail, langs);
  rows.set(key, row);
}
const ordered = [...rows.values()].sort(
  (a, b) =>
    a.v.route.localeCompare(b.v.route) || a.v.check.localeCompare(b.v.check) || a.v.host.localeCompare(b.v.host),
);

const pages = new Set(all.map((v) => v.route));
const lines = [
  `# ${title}`,
  '',
  `Written by \`scripts/ui-guard-report.ts\` from a run of \`tests/e2e/ui-guards.spec.ts\` (${files.length} route × host tests, 5 languages each).`,
  '',
  `${all.length} violations on ${pages.size} routes; ${rows.size} rows once merged across languages.`,
  '',
  ...(process.env.UI_GUARD_NOTE ? [process.env.UI_GUARD_NOTE, ''] : []),
  '',
  '| check | violations |',
  '|---|---|',
  ...[...byCheck.entries()].sort().map(([check, n]) => `| ${check} | ${n} |`),
  '',
  '| route | host | when | check | element | languages | violations | detail |',
  '|---|---|---|---|---|---|---|---|',
  ...ordered.map(({ v, langs, details }) => {
    const examples = [...details.entries()]
      .slice(0, 3)
      .map(([d, l]) => (details.size === 1 ? d : `${l.join(', ')}: ${d}`));
    const more = details.size > 3 ? `<br>… and ${details.size - 3} more` : '';
    const count = [...details.values()].reduce((n, l) => n + l.length, 0);
    return `| ${cell(v.route)} | ${v.host} | ${v.when} | ${v.check} | \`${cell(v.selector)}\` | ${langs.join(', ')} | ${count} | ${cell(examples.join('<br>'))}${more} |`;
  }),
  '',
];
writeFileSync(OUT, lines.join('\n'));
console.log(`${OUT}: ${all.length} violations, ${rows.size} rows`);
