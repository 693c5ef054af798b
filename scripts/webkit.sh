#!/usr/bin/env bash
# The WebKit smoke suite (tests/webkit/): finds or installs the engine (scripts/find-webkit.sh), builds
# the app unless E2E_REUSE_DIST=1, serves it with `vite preview` and the local API in test mode, starts
# WebKitWebDriver under a virtual display, and runs tests/webkit/run.ts. When no engine can be had
# (macOS, no root) it says why and reports every check as skipped.
#
# Environment: E2E_PORT (preview port, default 4173), WEBKIT_DRIVER_PORT (default 4445),
# E2E_REUSE_DIST=1, WEBKIT_JSON_REPORT (where the counts go; scripts/test-all.sh reads them).
set -euo pipefail

cd "$(dirname "$0")/.."

PORT="${E2E_PORT:-4173}"
DRIVER_PORT="${WEBKIT_DRIVER_PORT:-4445}"
export WEBKIT_BASE_URL="http://127.0.0.1:$PORT" WEBKIT_DRIVER_PORT="$DRIVER_PORT"

found=0
engine="$(bash scripts/find-webkit.sh)" || found=$?
if [[ $found -eq 3 ]]; then
  # find-webkit.sh said why; the runner reports every check as skipped in the suite's format.
  WEBKIT_SKIP_REASON="no WebKit engine here (see the [find-webkit] line above)" exec npx tsx tests/webkit/run.ts
fi
[[ $found -eq 0 ]] || exit "$found"
DRIVER="$(sed -n 1p <<<"$engine")"
export MINIBROWSER_PATH="$(sed -n 2p <<<"$engine")"

if [[ "${E2E_REUSE_DIST:-}" != "1" ]]; then
  echo "[webkit] building the app (npx vite build)"
  npx vite build >/dev/null
fi

# Each helper runs in its own process group, so the exit trap stops it with everything it started.
pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/talkie-webkit.XXXXXX")"
TALKIE_API_TEST_MODE=1 TALKIE_RENDER_BUDGET_MS=1000 setsid npx vite preview --host 127.0.0.1 --port "$PORT" --strictPort >"$LOGS/preview.log" 2>&1 &
pids+=($!)
# -noreset: the display outlives each MiniBrowser, so the next session does not race its reset.
setsid xvfb-run -a -s '-screen 0 1280x1024x24 -noreset' "$DRIVER" --port="$DRIVER_PORT" >"$LOGS/driver.log" 2>&1 &
pids+=($!)

wait_for() {
  local what="$1" url="$2" log="$3"
  for _ in $(seq 1 100); do
    curl -sf -o /dev/null "$url" && return 0
    sleep 0.2
  done
  echo "[webkit] $what did not answer at $url within 20 s; its log:" >&2
  tail -20 "$log" >&2
  return 1
}
wait_for "the preview server" "$WEBKIT_BASE_URL/__control/health" "$LOGS/preview.log"
wait_for "WebKitWebDriver" "http://127.0.0.1:$DRIVER_PORT/status" "$LOGS/driver.log"

npx tsx tests/webkit/run.ts || code=$?
rm -rf "$LOGS"
exit "${code:-0}"
