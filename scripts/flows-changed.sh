#!/usr/bin/env bash
# Prints which statecharts (docs/flows) a change touches, for product review: compared with
# FLOWS_BASE when set, else with the parent of HEAD. Informative only: always exits 0.
set -uo pipefail
cd "$(dirname "$0")/.."
base="${FLOWS_BASE:-HEAD~1}"
if ! git rev-parse --verify --quiet "$base" >/dev/null 2>&1; then
  echo "statecharts changed: unknown (no $base to compare with)"
  exit 0
fi
changed=$(git diff --name-only "$base" -- docs/flows 2>/dev/null | grep -E '\.md$' | grep -v 'README.md$' || true)
if [[ -z "$changed" ]]; then
  echo "statecharts changed since $base: none"
else
  echo "statecharts changed since $base (product sign-off, see .github/CODEOWNERS):"
  echo "$changed" | sed 's/^/  /'
fi
exit 0
