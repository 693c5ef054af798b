#!/usr/bin/env bash
# The checks a change needs, in a few minutes instead of the whole suite (`npm test`): against origin/main
# when it exists, else the previous commit (HEAD~1), with the work tree's own changes included:
#   - the type check, side by side with the Vitest files the change touches (`vitest --changed`);
#   - a build, when the app or its server changed (E2E_REUSE_DIST=1 serves the existing dist/);
#   - the Playwright specs the change touches (`--only-changed`), on the usual projects;
#   - the generated paths of the flows the change touches (scripts/changed-flows.ts);
#   - the UI guards on the routes the change touches only (scripts/changed-routes.ts maps changed files
#     to routes through the route files' imports), passed to the guard spec in TALKIE_GUARD_ROUTES.
# Extra arguments go to both Playwright runs (e.g. --workers=1). Prints each step's time at the end.
set -euo pipefail

cd "$(dirname "$0")/.."

# TEST_CHANGED_BASE names another base (e.g. HEAD: only what the work tree changed).
if [[ -n "${TEST_CHANGED_BASE:-}" ]]; then base="$TEST_CHANGED_BASE"
elif git rev-parse --verify --quiet origin/main >/dev/null; then base=origin/main
else base=HEAD~1; fi
mapfile -t changed < <({ git diff --name-only "$base"; git ls-files --others --exclude-standard; } | sort -u)
echo "Changed since $base: ${#changed[@]} file(s)"
start_all=$SECONDS
times=()
step() {
  local name="$1" start=$SECONDS code=0
  shift
  printf '\n==> %s\n' "$name"
  "$@" || code=$?
  times+=("$(printf '%6ss  %s%s' "$((SECONDS - start))" "$name" "$([[ $code -eq 0 ]] || echo ' (failed)')")")
  return "$code"
}
status=0
finish() {
  printf '\nTime per step\n'
  printf '  %s\n' "${times[@]}"
  printf '  %6ss  total\n' "$((SECONDS - start_all))"
}
trap finish EXIT

# The type check keeps one core busy while Vitest takes the other.
typecheck_and_unit() {
  local log
  log="$(mktemp)"
  npm run --silent typecheck >"$log" 2>&1 &
  local tsc=$! code=0
  npx vitest run --changed "$base" --passWithNoTests || code=$?
  wait "$tsc" || { cat "$log"; code=1; }
  rm -f "$log"
  return "$code"
}
step "Type check and Vitest (--changed $base)" typecheck_and_unit || status=1

if [[ -z "${TALKIE_CHROMIUM_RESOLVED:-}" ]]; then
  CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"
  export CHROMIUM_PATH TALKIE_CHROMIUM_RESOLVED=1
fi
app_changed=0
for f in "${changed[@]}"; do [[ "$f" =~ ^(src/|machines/|server/|locales/|index\.html|vite\.config\.ts|package\.json) ]] && app_changed=1; done
if [[ "${E2E_REUSE_DIST:-}" != "1" && ( $app_changed -eq 1 || ! -d dist ) ]]; then
  step "Build" npx vite build --logLevel warn || status=1
fi
export E2E_REUSE_DIST=1

step "Playwright (--only-changed $base)" npx playwright test --only-changed="$base" --pass-with-no-tests \
  --project=pixel-7 --project=iphone-13 --project=server-clock "$@" || status=1

# The generated paths of the flows the change touches (their tests live in the shared runner, which
# --only-changed does not see as changed).
mapfile -t flow_specs < <(npx tsx scripts/changed-flows.ts "${changed[@]}")
if [[ ${#flow_specs[@]} -gt 0 ]]; then
  step "Flow paths (${#flow_specs[@]} flow spec(s))" npx playwright test "${flow_specs[@]}" \
    --project=pixel-7 --project=iphone-13 --project=server-clock "$@" || status=1
else
  echo "No flow touched: no generated paths run."
fi

routes="$(npx tsx scripts/changed-routes.ts "${changed[@]}")"
if [[ -z "$routes" ]]; then
  echo "No route touched: the UI guards do not run."
elif [[ "$routes" == "*" ]]; then
  step "UI guards (every route)" npx playwright test --project=ui-guards "$@" || status=1
else
  echo "Routes touched: $routes"
  step "UI guards ($(tr -cd ',' <<<"$routes" | wc -c | awk '{print $1 + 1}') route(s))" \
    env TALKIE_GUARD_ROUTES="$routes" npx playwright test --project=ui-guards "$@" || status=1
fi
exit "$status"
