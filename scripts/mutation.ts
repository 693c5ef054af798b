/**
 * Mutation testing (StrykerJS + its Vitest runner) of machines/, src/services/ and server/, then the
 * score of each folder and overall against the `mutation` budgets in scripts/budgets.ts. Exits 1 under
 * budget. A benchmark, not part of `npm test`.
 *
 * Each folder is its own Stryker run with its own incremental file (reports/mutation/<folder>/), so a
 * rerun after a small change only tests the mutants of changed code or changed tests, and running one
 * folder never throws away the others' results. Within a folder, a run of some files (`--mutate`) keeps
 * the last results of the others (scripts/lib/mutation-merge.ts), as long as their source is unchanged,
 * so a large folder can be measured in parts and over several sittings. The scores count only results
 * whose source is still the one measured, and name every mutated file without one; the overall score is
 * printed once every folder is measured whole.
 *
 * Every survivor should be killed by a test. An equivalent mutant (one no caller could tell apart) is marked
 * where it is, so Stryker reports it as Ignored and the score leaves it out: a directive with its reason on
 * the line before (`// Stryker disable next-line <Mutator>: <reason>`), or, for the wording of a refusal's
 * status_msg, the status-messages ignore-plugin (scripts/lib/mutation-status-messages.ts), and for a check of a
 * browser global with its fallback outside a browser, the browser-globals one (scripts/lib/mutation-browser-globals.ts).
 * See
 * docs/mutation-testing.md. `--survivors` lists the survivors.
 *
 * Usage: tsx scripts/mutation.ts [--folder machines|src/services|server]... [--mutate <glob>]... [--force] [--scores]
 * [--survivors]
 *   --folder  runs that folder only (repeatable)
 *   --mutate  runs only these files of their folder (e.g. 'server/routes/share.ts'); the other files of
 *             the folder keep their last results in the incremental file and the report
 *   --force   ignores the incremental files (a cold run)
 *   --scores  runs nothing: prints the scores of the reports as they are
 *   --survivors  runs nothing: lists each survivor (Survived or NoCoverage) of the chosen folders (all by default)
 */
import { Stryker } from '@stryker-mutator/core';
import type { PartialStrykerOptions } from '@stryker-mutator/api/core';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets } from './budgets';
import { globMatcher, mergeReports, type MergeableReport } from './lib/mutation-merge';
import {
  addTallies,
  emptyTally,
  mutationScore,
  tallyFolder,
  type MutationReport,
  type MutationTally,
} from './lib/mutation-score';
import { listSurvivors, type Survivor, type SurvivorReport } from './lib/mutation-survivors';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What each folder mutates. Type-only files have no mutants; the rest is left out for the reason given. */
const folders = {
  machines: ['machines/**/*.ts', '!machines/**/types.ts'],
  'src/services': [
    'src/services/**/*.{ts,tsx}',
    // The simulated app is a test double (tests and local use), serialized through its source text.
    '!src/services/bridge/simulated-shell.ts',
  ],
  server: [
    'server/**/*.ts',
    // Process entry (binds a port, handles signals): no test imports it; its parts are tested through createApiApp.
    '!server/main.ts',
    // Dev-server glue loaded by Vite only, never by the API's tests.
    '!server/vite-plugin.ts',
    // The tests' control API (fault injection, request log, time travel, store notifications): mounted only
    // with TALKIE_API_TEST_MODE=1, never in a deployed API. It is test tooling like tests/flows and the
    // simulated app; the end-to-end specs that drive it are not run by Stryker.
    '!server/control/**',
    // The tests' API client and test-mode server start-up (tests and scripts/probe-abuse.ts), test tooling too.
    '!server/testing/**',
    // The demo content the local API starts with (texts, ids, players, scores, event windows) and the code
    // that writes it: a changed name, score or time is other demo data, not other behaviour. Tests pin the
    // seeded facts they rely on where they use them. Each reset writes the whole seed, so each of its
    // ~1,200 mutants would rerun the whole server suite.
    '!server/seed/**',
  ],
} as const satisfies Record<Exclude<keyof typeof budgets.mutation.minScore, 'overall'>, readonly string[]>;
type Folder = keyof typeof folders;

const isFolder = (name: string): name is Folder => Object.hasOwn(folders, name);
const reportDir = (folder: Folder) => join(root, 'reports', 'mutation', folder.replace(/\//g, '-'));
const jsonReportPath = (folder: Folder) => join(reportDir(folder), 'mutation.json');
const incrementalPath = (folder: Folder) => join(reportDir(folder), 'incremental.json');
const toPosix = (path: string) => path.split('\\').join('/');

/** The files of the project the folder mutates now (relative, `/`-separated). */
function mutatedFiles(folder: Folder): string[] {
  const isMutated = globMatcher(folders[folder]);
  return (readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => toPosix(join(folder, name)))
    .filter((file) => isMutated(file) && statSync(join(root, file)).isFile());
}

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

const sourceOnDisk = (file: string): string | null => {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
};

/** Puts back, into the report and the incremental file this run wrote, the other files' last results. */
function keepOtherFiles(
  folder: Folder,
  args: Args,
  before: { report: MergeableReport | null; incremental: MergeableReport | null },
): void {
  const context = {
    isMutated: globMatcher(folders[folder]),
    inThisRun: globMatcher(mutateGlobs(folder, args.only[folder])),
    currentSource: sourceOnDisk,
  };
  const filesOfThisRun = mutatedFiles(folder).filter(context.inThisRun);
  for (const [path, previous] of [
    [jsonReportPath(folder), before.report],
    [incrementalPath(folder), before.incremental],
  ] as const) {
    const latest = readJson<MergeableReport>(path);
    if (!latest) continue;
    // A file this run mutated that Stryker left out of its report has no mutants (types, re-exports,
    // module-level code only): it is measured, with nothing to count.
    for (const file of filesOfThisRun) {
      if (!(file in latest.files))
        latest.files[file] = { language: 'typescript', source: sourceOnDisk(file) ?? '', mutants: [] };
    }
    const { report, carried, stale } = mergeReports(previous, latest, context);
    writeFileSync(path, JSON.stringify(report));
    if (path === jsonReportPath(folder)) {
      if (carried.length > 0) console.log(`    kept the last results of ${carried.length} file(s) not run this time`);
      if (stale.length > 0)
        console.log(
          `    dropped the results of ${stale.length} file(s) changed since they were measured: ${stale.join(', ')}`,
        );
    }
  }
}

const folderOf = (glob: string): Folder | undefined =>
  (Object.keys(folders) as Folder[]).find((folder) => glob.startsWith(`${folder}/`));

interface Args {
  folders: Folder[];
  /** Globs narrowing the files mutated in a folder; none: the whole folder. */
  only: Partial<Record<Folder, string[]>>;
  force: boolean;
  scoresOnly: boolean;
  listSurvivors: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const chosen: Folder[] = [];
  const only: Args['only'] = {};
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1] ?? '';
    if (argv[i] === '--folder') {
      const name = value.replace(/\/$/, '');
      if (!isFolder(name)) throw new Error(`--folder takes one of: ${Object.keys(folders).join(', ')} (got "${name}")`);
      if (!chosen.includes(name)) chosen.push(name);
    } else if (argv[i] === '--mutate') {
      const folder = folderOf(value);
      if (!folder) throw new Error(`--mutate takes a glob inside ${Object.keys(folders).join(', ')} (got "${value}")`);
      (only[folder] ??= []).push(value);
      if (!chosen.includes(folder)) chosen.push(folder);
    }
  }
  const listSurvivors = argv.includes('--survivors');
  return {
    folders: chosen.length > 0 ? chosen : (Object.keys(folders) as Folder[]),
    only,
    force: argv.includes('--force'),
    scoresOnly: listSurvivors || argv.includes('--scores'),
    listSurvivors,
  };
}

/** The folder's globs, or the given ones with the folder's exclusions still applied. */
function mutateGlobs(folder: Folder, only: readonly string[] | undefined): string[] {
  if (!only) return [...folders[folder]];
  return [...only, ...folders[folder].filter((glob) => glob.startsWith('!'))];
}

function strykerOptions(folder: Folder, args: Args): PartialStrykerOptions {
  const dir = reportDir(folder);
  const force = args.force;
  return {
    testRunner: 'vitest',
    plugins: [
      '@stryker-mutator/vitest-runner',
      join(root, 'scripts', 'lib', 'mutation-status-messages-plugin.mjs'),
      join(root, 'scripts', 'lib', 'mutation-browser-globals-plugin.mjs'),
    ],
    // The wording of a refusal's status_msg (scripts/lib/mutation-status-messages.ts) and the checks for a browser
    // global with their outside-a-browser fallbacks (scripts/lib/mutation-browser-globals.ts) are equivalent
    // everywhere; every other equivalent mutant carries a `// Stryker disable` directive with its reason.
    ignorers: ['status-messages', 'browser-globals'],
    // vite.config.ts holds the test config (happy-dom, setup file, aliases; the e2e specs are not in its include).
    vitest: { configFile: 'vite.config.ts', related: true },
    mutate: mutateGlobs(folder, args.only[folder]),
    coverageAnalysis: 'perTest',
    // Vitest does not type-check, and a `// @ts-nocheck` written into every sandboxed file would make the generated
    // route facts differ from what the route files give (tests/unit/app/route-facts.test.ts compares them).
    disableTypeChecks: false,
    // Module-level mutants would rerun every test for each one; they are constants the tests pin anyway.
    ignoreStatic: true,
    incremental: true,
    incrementalFile: incrementalPath(folder),
    force,
    // The machine is shared and has 2 cores.
    concurrency: 2,
    timeoutMS: 10_000,
    // The initial run of the whole server suite takes ~1.7 min idle but over 5 (Stryker's default limit) under load.
    dryRunTimeoutMinutes: 20,
    reporters: ['progress', 'json', 'html'],
    jsonReporter: { fileName: jsonReportPath(folder) },
    htmlReporter: { fileName: join(dir, 'index.html') },
    tempDirName: join('reports', 'mutation', '.sandbox'),
    // Anchored to the root: a bare 'docs' also left out tests/flows/framework/docs/, which the path tests import, so
    // those tests failed to load in the sandbox and machines/ seemed covered by almost none of its tests.
    ignorePatterns: [
      '/dist',
      '/.data',
      '/reports',
      '/coverage',
      '/test-results',
      '/playwright-report',
      '/.lighthouse',
      '/.size',
      '/tests/e2e',
      '/docs',
    ],
    cleanTempDir: 'always',
  };
}

type FolderReport = MutationReport & MergeableReport & SurvivorReport;

function readReport(folder: Folder): { report: FolderReport; at: Date } | null {
  const path = jsonReportPath(folder);
  if (!existsSync(path)) return null;
  return { report: JSON.parse(readFileSync(path, 'utf8')) as FolderReport, at: statSync(path).mtime };
}

function printSurvivors(survivors: readonly Survivor[]): void {
  for (const s of survivors) {
    const what = `${s.mutator} ${JSON.stringify(s.original).slice(0, 70)} → ${JSON.stringify(s.replacement).slice(0, 50)}`;
    console.log(`  ${s.noCoverage ? 'no coverage' : 'survived   '}  ${s.file}:${s.line}  ${what}`);
  }
}

const percent = (score: number | null) => (score === null ? 'n/a' : `${score.toFixed(2)} %`);

function printRow(label: string, tally: MutationTally, min: number, note = ''): boolean {
  const score = mutationScore(tally);
  const ok = score === null || score >= min;
  const counts = `${tally.killed + tally.timeout} killed, ${tally.survived} survived, ${tally.noCoverage} no coverage`;
  console.log(
    `${label.padEnd(14)} ${percent(score).padStart(9)}  (budget ≥ ${min} %)  ${ok ? 'ok  ' : 'UNDER'}  ${counts}${note}`,
  );
  return ok;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  for (const folder of args.scoresOnly ? [] : args.folders) {
    const folderStart = Date.now();
    // Machines are measured by their own tests alone (tests/machines: the generated path tests with their
    // oracles, without the docs check), as the budget says; feature tests that also start a machine do not count. The
    // test
    // runners Stryker starts inherit this (vite.config.ts reads it).
    // The docs check (tests/flows/framework/docs/flow-docs.test.ts) lies outside: it only compares the committed
    // docs with generated ones, so any change to a machine "kills" its mutants without a test noticing the behaviour.
    if (folder === 'machines') {
      process.env.TALKIE_TEST_INCLUDE = 'tests/machines/**/*.test.ts';
      delete process.env.TALKIE_TEST_EXCLUDE;
    } else {
      delete process.env.TALKIE_TEST_INCLUDE;
      delete process.env.TALKIE_TEST_EXCLUDE;
    }
    const scope = args.only[folder] ? ` (only ${args.only[folder].join(', ')})` : '';
    console.log(`\n==> Mutating ${folder}/${scope}${args.force ? ' (cold: incremental results ignored)' : ''}`);
    const before = {
      report: readJson<MergeableReport>(jsonReportPath(folder)),
      incremental: readJson<MergeableReport>(incrementalPath(folder)),
    };
    await new Stryker(strykerOptions(folder, args)).runMutationTest();
    keepOtherFiles(folder, args, before);
    console.log(`    ${folder}/ took ${((Date.now() - folderStart) / 1000).toFixed(0)} s`);
  }
  console.log(
    `\nMutation testing took ${((Date.now() - started) / 1000).toFixed(0)} s. Scores (reports in reports/mutation/<folder>/index.html):`,
  );

  let allOk = true;
  let overall = emptyTally();
  let complete = true;
  const unmeasured: string[] = [];
  for (const folder of Object.keys(folders) as Folder[]) {
    const read = readReport(folder);
    if (!read) {
      complete = false;
      console.log(`${folder.padEnd(14)} not measured yet (npm run mutation -- --folder ${folder})`);
      continue;
    }
    // Only results of the source as it is now count; a mutated file without one is named below.
    const isMutated = globMatcher(folders[folder]);
    const fresh = Object.fromEntries(
      Object.entries(read.report.files)
        .map(([file, result]) => [toPosix(relative(root, resolve(root, file))), result] as const)
        .filter(([file, result]) => isMutated(file) && sourceOnDisk(file) === result.source),
    );
    const freshFiles = new Set(Object.keys(fresh));
    const missing = mutatedFiles(folder).filter((file) => !freshFiles.has(file));
    unmeasured.push(...missing);
    if (missing.length > 0) complete = false;
    const tally = tallyFolder({ files: fresh }, folder, root);
    overall = addTallies(overall, tally);
    const notes = [
      `${tally.ignored} ignored (marked as equivalent, or static under ignoreStatic)`,
      ...(args.folders.includes(folder) ? [] : [`last run ${read.at.toISOString()}`]),
      ...(missing.length > 0 ? [`${missing.length} file(s) not measured as they are now`] : []),
    ];
    allOk = printRow(folder, tally, budgets.mutation.minScore[folder], `  [${notes.join('; ')}]`) && allOk;
    if (args.listSurvivors && args.folders.includes(folder)) printSurvivors(listSurvivors({ files: fresh }));
  }
  if (complete) allOk = printRow('overall', overall, budgets.mutation.minScore.overall) && allOk;
  else {
    console.log('overall        n/a: not every folder is measured whole');
    if (unmeasured.length > 0) console.log(`  not measured as they are now: ${unmeasured.join(', ')}`);
  }
  if (!allOk) {
    console.log('\nUnder budget: see the surviving mutants in the HTML report of that folder.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
