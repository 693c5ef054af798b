#!/usr/bin/env bash
# Finds a Chromium for the end-to-end tests and prints its path on stdout.
# An empty line means "use Playwright's own browser". Progress goes to stderr.
#
# Order:
#   1. $CHROMIUM_PATH, when it is set and executable (a manual override);
#   2. /usr/bin/chromium-headless-shell (Debian's headless-only build of the same Chromium: what Playwright
#      itself runs headless; the same engine without the browser's UI process, about a third less CPU per
#      test on 2 cores), else /usr/bin/chromium;
#   3. on Debian as root: apt-get install -y chromium-headless-shell (else chromium), then as in 2;
#   4. Playwright's own Chromium, when `npx playwright install chromium` has been run;
#   5. otherwise: a message saying what to install, and exit status 1.
# First, CJK fonts: on Debian as root, fonts-noto-cjk is installed when `fc-list :lang=ja` finds nothing.
#
# Usage: CHROMIUM_PATH="$(bash scripts/find-chromium.sh)" && export CHROMIUM_PATH
set -euo pipefail

cd "$(dirname "$0")/.."

say() { printf '[find-chromium] %s\n' "$*" >&2; }

DEBIAN_HEADLESS_SHELL=/usr/bin/chromium-headless-shell
DEBIAN_CHROMIUM=/usr/bin/chromium

is_debian() {
  [[ -r /etc/os-release ]] || return 1
  # Only Debian itself: Ubuntu's "chromium" package is a snap wrapper that does not run in containers.
  # shellcheck disable=SC1091
  (. /etc/os-release && [[ "${ID:-}" == "debian" ]])
}

# Real CJK fonts: the UI guards (tests/e2e/ui-guards.spec.ts) measure zh and ja text, which without them
# falls back to boxes of another width. On Debian as root, Debian's Noto CJK is installed when
# fontconfig knows no Japanese font; elsewhere a warning says what to install.
ensure_cjk_fonts() {
  command -v fc-list >/dev/null 2>&1 && [[ -n "$(fc-list :lang=ja 2>/dev/null | head -n 1)" ]] && return 0
  if is_debian && [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
    say "no CJK font: installing Debian's fonts-noto-cjk"
    export DEBIAN_FRONTEND=noninteractive
    if apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends fonts-noto-cjk fontconfig >&2; then
      say "installed fonts-noto-cjk"
      return 0
    fi
    say "apt-get could not install fonts-noto-cjk"
    return 1
  fi
  say "no CJK font found (fc-list :lang=ja): zh and ja pages are measured with fallback glyphs; install Noto CJK (Debian: apt-get install fonts-noto-cjk)"
}
ensure_cjk_fonts || exit 1

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  if [[ -x "$CHROMIUM_PATH" ]]; then
    say "using CHROMIUM_PATH=$CHROMIUM_PATH"
    printf '%s\n' "$CHROMIUM_PATH"
    exit 0
  fi
  say "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; looking elsewhere"
fi

can_apt() { is_debian && [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; }
use() {
  say "$1 $2"
  printf '%s\n' "$2"
  exit 0
}

[[ -x "$DEBIAN_HEADLESS_SHELL" ]] && use using "$DEBIAN_HEADLESS_SHELL"
export DEBIAN_FRONTEND=noninteractive
if can_apt; then
  say "installing Debian's chromium-headless-shell (apt-get install -y chromium-headless-shell)"
  # Without recommends (printer tools, GL drivers, a notification daemon), but with one font family.
  if apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-liberation >&2 ||
    { apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-liberation >&2; }; then
    [[ -x "$DEBIAN_HEADLESS_SHELL" ]] && use installed "$DEBIAN_HEADLESS_SHELL"
  fi
  say "apt-get could not install chromium-headless-shell"
fi
[[ -x "$DEBIAN_CHROMIUM" ]] && use using "$DEBIAN_CHROMIUM"
if can_apt; then
  say "installing Debian's chromium (apt-get install -y chromium)"
  if apt-get install -y -qq --no-install-recommends chromium fonts-liberation >&2; then
    [[ -x "$DEBIAN_CHROMIUM" ]] && use installed "$DEBIAN_CHROMIUM"
  fi
  say "apt-get could not install chromium"
fi

# Playwright's own browser (for example on a Mac after `npx playwright install chromium`).
if node -e '
  const fs = require("node:fs");
  const { chromium } = require("@playwright/test");
  let path = "";
  try { path = chromium.executablePath(); } catch { process.exit(1); }
  process.exit(path && fs.existsSync(path) ? 0 : 1);
' 2>/dev/null; then
  say "using Playwright's own Chromium"
  printf '\n'
  exit 0
fi

cat >&2 <<'EOF'
[find-chromium] No Chromium found for the end-to-end tests. Install one of:
  - Debian:          sudo apt-get install -y chromium-headless-shell   (or chromium)
  - macOS, Ubuntu:   npx playwright install --with-deps chromium
  - any other build: export CHROMIUM_PATH=/path/to/chromium
then run the tests again.
EOF
exit 1
