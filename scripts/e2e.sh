#!/usr/bin/env bash
# End-to-end tests on mobile profiles. Finds a Chromium first (scripts/find-chromium.sh) unless
# scripts/test-all.sh already did; extra arguments go to `playwright test`
# (e.g. `npm run test:e2e -- tests/e2e/header.spec.ts --project=pixel-7`).
set -euo pipefail

cd "$(dirname "$0")/.."

if [[ -z "${TALKIE_CHROMIUM_RESOLVED:-}" ]]; then
  CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"
  export CHROMIUM_PATH
fi

exec npx playwright test "$@"
