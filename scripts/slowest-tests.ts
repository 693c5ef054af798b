/**
 * The ten slowest tests of a `npm test` run, read from the Vitest and Playwright JSON reports given as
 * arguments (a missing report is skipped). Printed by scripts/test-all.sh at the end.
 *
 *   npx tsx scripts/slowest-tests.ts <vitest.json> <playwright.json>
 */
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport {
  testResults?: { name: string; assertionResults?: { fullName?: string; title: string; duration?: number | null }[] }[];
}
interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests?: { projectName: string; results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const [vitestFile, playwrightFile] = process.argv.slice(2);
const read = <T>(file: string | undefined): T | null =>
  file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
const tests: { ms: number; name: string }[] = [];

for (const file of read<VitestReport>(vitestFile)?.testResults ?? []) {
  const name = file.name.replace(`${process.cwd()}/`, '');
  for (const t of file.assertionResults ?? [])
    tests.push({ ms: t.duration ?? 0, name: `vitest  ${name} › ${t.fullName ?? t.title}` });
}

// Playwright's suites nest (file › describe › …); a test has one result per try, its time is their sum.
const walk = (suite: PlaywrightSuite, path: string[]): void => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      tests.push({ ms, name: `[${t.projectName}] ${[...path, spec.title].join(' › ')}` });
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
};
for (const suite of read<{ suites?: PlaywrightSuite[] }>(playwrightFile)?.suites ?? []) walk(suite, []);

if (tests.length > 0) {
  console.log('\nSlowest tests');
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    const name = t.name.length > 150 ? `${t.name.slice(0, 149)}…` : t.name;
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)}s  ${name}`);
  }
}
