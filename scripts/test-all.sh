#!/usr/bin/env bash
# Every check of the project, in order, failing fast. The last line of output is always the summary
#   N passed, N failed, N skipped
# where the counts are the Vitest, Playwright and WebKit smoke-suite counts added together. A check that is not a
# test runner (types, lint, catalogs, flows, size) adds 1 to "failed" when it fails, so the summary
# never reads "0 failed" for a failed run.
set -euo pipefail

cd "$(dirname "$0")/.."

REPORTS="$(mktemp -d "${TMPDIR:-/tmp}/talkie-tests.XXXXXX")"
VITEST_JSON="$REPORTS/vitest.json"
PLAYWRIGHT_JSON="$REPORTS/playwright.json"
WEBKIT_JSON="$REPORTS/webkit.json"

passed=0
failed=0
skipped=0
status=0
suite_start=$SECONDS
# One "seconds<TAB>name" line per step, for the table at the end.
STEP_TIMES="$REPORTS/steps.tsv"
: >"$STEP_TIMES"
record_step() { printf '%s\t%s\n' "$2" "$1" >>"$STEP_TIMES"; }

# Bold and red only on a terminal, so CI logs stay plain text.
if [[ -t 1 ]]; then BOLD=$'\033[1m' RED=$'\033[31m' PLAIN=$'\033[0m'; else BOLD='' RED='' PLAIN=''; fi

banner() { printf '\n%s==> %s%s\n' "$BOLD" "$*" "$PLAIN"; }
note() { printf '    %s\n' "$*"; }

# Reads {passed, failed, skipped} from a Vitest, Playwright or WebKit-suite JSON report and adds them up.
# Prints "p f s", or nothing when the report is missing or unreadable.
count_report() {
  local kind="$1" file="$2"
  [[ -s "$file" ]] || return 0
  node -e '
    const [kind, file] = process.argv.slice(1);
    const r = JSON.parse(require("node:fs").readFileSync(file, "utf8"));
    let p = 0, f = 0, s = 0;
    if (kind === "vitest") {
      p = r.numPassedTests ?? 0;
      f = r.numFailedTests ?? 0;
      s = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
      // A file that fails to load has no tests but is a failure all the same.
      const brokenFiles = (r.testResults ?? []).filter((t) => t.status === "failed" && (t.assertionResults ?? []).length === 0).length;
      f += brokenFiles;
    } else if (kind === "webkit") {
      // tests/webkit/run.ts writes the counts as they are.
      p = r.passed ?? 0;
      f = r.failed ?? 0;
      s = r.skipped ?? 0;
    } else {
      const st = r.stats ?? {};
      p = (st.expected ?? 0) + (st.flaky ?? 0);
      f = st.unexpected ?? 0;
      s = st.skipped ?? 0;
      // Errors outside any test (config, web server, global setup) also fail the run.
      f += (r.errors ?? []).length > 0 && f === 0 ? 1 : 0;
    }
    process.stdout.write(`${p} ${f} ${s}`);
  ' "$kind" "$file" 2>/dev/null || true
}

# The time of each step, and the ten slowest tests of the Vitest and Playwright reports.
timings() {
  [[ -s "$STEP_TIMES" ]] || return 0
  printf '\n%sTime per step%s\n' "$BOLD" "$PLAIN"
  awk -F'\t' '{ printf "  %6ss  %s\n", $1, $2 }' "$STEP_TIMES"
  npx tsx scripts/slowest-tests.ts "$VITEST_JSON" "$PLAYWRIGHT_JSON" 2>/dev/null || true
}

summary() {
  local code=$?
  # A failed step ends the run: the WebKit suite running beside the other steps stops too (its script stops
  # its own servers).
  if [[ -n "${webkit_pid:-}" ]] && kill -0 "$webkit_pid" 2>/dev/null; then
    [[ -s "$REPORTS/webkit.pid" ]] && kill -TERM -- "-$(cat "$REPORTS/webkit.pid")" 2>/dev/null
    wait "$webkit_pid" 2>/dev/null || true
  fi
  [[ $status -ne 0 || $code -eq 0 ]] || { status=$code; failed=$((failed + 1)); }
  timings
  rm -rf "$REPORTS"
  printf '\nTotal time: %ss\n' "$((SECONDS - suite_start))"
  if [[ $skipped -gt 0 ]]; then
    printf '%s passed, %s failed, %s skipped\n' "$passed" "$failed" "$skipped"
  else
    printf '%s passed, %s failed\n' "$passed" "$failed"
  fi
  exit "$status"
}
trap summary EXIT

# Stops the suite after a failed step: the EXIT trap prints the summary.
fail_step() {
  status=1
  printf '\n%sFAILED: %s%s (the remaining steps were not run)\n' "$RED" "$1" "$PLAIN"
  exit 1
}

# A check that is not a test runner: counts as one failure when it fails.
check_step() {
  local name="$1"
  shift
  banner "$name"
  local start=$SECONDS
  if "$@"; then
    record_step "$name" "$((SECONDS - start))"
    note "ok ($((SECONDS - start))s)"
  else
    record_step "$name (failed)" "$((SECONDS - start))"
    failed=$((failed + 1))
    fail_step "$name"
  fi
}

# A test runner step: its counts come from its JSON report.
test_step() {
  local name="$1" kind="$2" report="$3"
  shift 3
  banner "$name"
  local start=$SECONDS code=0
  "$@" || code=$?
  record_step "$name" "$((SECONDS - start))"
  local counts p f s
  counts="$(count_report "$kind" "$report")"
  if [[ -n "$counts" ]]; then
    read -r p f s <<<"$counts"
    passed=$((passed + p))
    failed=$((failed + f))
    skipped=$((skipped + s))
    note "$name: $p passed, $f failed, $s skipped ($((SECONDS - start))s)"
    # A runner that exits non-zero with no failing test still failed (for example a crash).
    if [[ $code -ne 0 && $f -eq 0 ]]; then failed=$((failed + 1)); fi
  elif [[ $code -ne 0 ]]; then
    failed=$((failed + 1))
  fi
  [[ $code -eq 0 ]] || fail_step "$name"
}

find_chromium() {
  CHROMIUM_PATH="$(bash scripts/find-chromium.sh)" || return 1
  export CHROMIUM_PATH
  # Tells scripts/e2e.sh the search is done (an empty path means Playwright's own browser).
  export TALKIE_CHROMIUM_RESOLVED=1
  local own="the browser Playwright installed"
  note "Chromium: ${CHROMIUM_PATH:-$own}"
}

flows_check() {
  npm run --silent flows:check || return 1
  # Which statecharts this change touches, so a reviewer sees them (never fails).
  bash scripts/flows-changed.sh
  flows_volume
}

# One line: how much generated text (docs/flows) the change brings for how much of machines/ it changes
# (lines added plus removed, against FLOWS_BASE, default HEAD~1). Informative: never fails.
flows_volume() {
  local base="${FLOWS_BASE:-HEAD~1}" docs machines
  if ! git rev-parse --verify --quiet "$base" >/dev/null 2>&1; then
    note "flows: no $base to compare with"
    return 0
  fi
  docs=$(git diff --numstat "$base" -- docs/flows | awk '{ n += $1 + $2 } END { print n + 0 }')
  machines=$(git diff --numstat "$base" -- machines | awk '{ n += $1 + $2 } END { print n + 0 }')
  note "flows: $docs lines of docs/flows changed vs $base for $machines lines of machines/ changed"
}

check_step "Find Chromium" find_chromium
# The build first: the WebKit suite starts on it at once and runs beside everything after it.
check_step "Build and size budgets" npm run --silent size
# The size report just built dist/: the end-to-end servers serve that build instead of building again.
export E2E_REUSE_DIST=1
export E2E_JSON_REPORT="$PLAYWRIGHT_JSON"
# Every route again in a real WebKit engine (iOS webviews are WebKit), on the same build, from here on beside
# the other steps: it drives one page at a time and waits on it, so it leaves a core idle alone, and it fills the
# gaps the type check, lint and Vitest leave instead of competing with Playwright for the whole of its run. Its own
# preview server is two ports above Playwright's two; its output is printed after Playwright's. Skipped with a
# reason where WebKitGTK cannot be found or installed (scripts/find-webkit.sh).
export WEBKIT_JSON_REPORT="$WEBKIT_JSON"
WEBKIT_LOG="$REPORTS/webkit.log"
WEBKIT_CODE="$REPORTS/webkit.code"
webkit_start=$SECONDS
(
  code=0
  # A process group of its own, so a failed run stops it whole (summary).
  E2E_PORT=$((${E2E_PORT:-4173} + 2)) setsid bash scripts/webkit.sh >"$WEBKIT_LOG" 2>&1 &
  echo $! >"$REPORTS/webkit.pid"
  wait $! || code=$?
  echo "$code $((SECONDS - webkit_start))" >"$WEBKIT_CODE"
) &
webkit_pid=$!
# ESLint and import cycles, then unused files, exports and dependencies (knip), then formatting (Prettier).
lint() {
  npm run --silent lint && npm run --silent knip && npm run --silent format:check
}
# The type check and the lint each keep one core busy: they run side by side, each into its own log,
# printed once both are done. Each failure counts as one.
typecheck_and_lint() {
  banner "Type check (tsc --noEmit) and lint, side by side"
  local start=$SECONDS tsc_log="$REPORTS/typecheck.log" lint_log="$REPORTS/lint.log" tsc_code=0 lint_code=0
  npm run --silent typecheck >"$tsc_log" 2>&1 &
  local tsc_pid=$!
  lint >"$lint_log" 2>&1 &
  local lint_pid=$!
  wait "$tsc_pid" || tsc_code=$?
  wait "$lint_pid" || lint_code=$?
  [[ -s "$tsc_log" ]] && { note "type check:"; cat "$tsc_log"; }
  [[ -s "$lint_log" ]] && { note "lint:"; cat "$lint_log"; }
  [[ $tsc_code -eq 0 ]] || failed=$((failed + 1))
  [[ $lint_code -eq 0 ]] || failed=$((failed + 1))
  record_step "Type check and lint" "$((SECONDS - start))"
  if [[ $tsc_code -ne 0 ]]; then fail_step "Type check (tsc --noEmit)"; fi
  if [[ $lint_code -ne 0 ]]; then fail_step "Lint"; fi
  note "ok ($((SECONDS - start))s)"
}
typecheck_and_lint
check_step "Message catalogs" npm run --silent messages:check
check_step "Flow diagrams are up to date" flows_check
test_step "Unit, component, machine and server tests (Vitest)" vitest "$VITEST_JSON" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
test_step "End-to-end tests (Playwright, mobile profiles)" playwright "$PLAYWRIGHT_JSON" \
  bash scripts/e2e.sh
# Its output, and its counts as a step of its own (the time is its own run, beside the other steps).
webkit_done() {
  wait "$webkit_pid" || true
  cat "$WEBKIT_LOG"
  local code seconds
  read -r code seconds <"$WEBKIT_CODE"
  # The step's time in the table is the suite's own run, not the wait after Playwright.
  [[ -n "${seconds:-}" ]] && echo "$seconds" >"$REPORTS/webkit.seconds"
  return "${code:-1}"
}
test_step "WebKit smoke suite (WebKitGTK, iPhone user agents, beside the other steps)" webkit "$WEBKIT_JSON" \
  webkit_done
if [[ -s "$REPORTS/webkit.seconds" ]]; then
  own=$(cat "$REPORTS/webkit.seconds")
  sed -i "\$s/^[0-9]*\t/${own}\t/" "$STEP_TIMES"
fi
