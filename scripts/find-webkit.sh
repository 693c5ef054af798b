#!/usr/bin/env bash
# Finds the WebKit engine of the WebKit smoke suite: WebKitGTK's WebDriver, its MiniBrowser and
# xvfb-run (a virtual display). Prints two lines on stdout, the driver's and MiniBrowser's paths.
# Installing also brings Debian's `locales` (the sources the suite compiles its Japanese locale from).
# Progress goes to stderr.
#
# Order:
#   1. $WEBKIT_DRIVER_PATH and $MINIBROWSER_PATH, when set (a manual override);
#   2. /usr/bin/WebKitWebDriver and /usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser (Debian's packages);
#   3. on Debian as root: apt-get install -y webkit2gtk-driver xvfb xauth, then step 2;
#   4. otherwise: exit status 3 and one line on stderr saying why and how to enable it; the caller
#      counts the suite as skipped (WebKitGTK only exists on Linux: macOS runs Safari's own
#      safaridriver, which this suite does not drive).
#
# Usage: mapfile -t engine < <(bash scripts/find-webkit.sh)
set -euo pipefail

say() { printf '[find-webkit] %s\n' "$*" >&2; }

DEBIAN_DRIVER=/usr/bin/WebKitWebDriver
PACKAGES=(webkit2gtk-driver xvfb xauth locales)

mini_browser() {
  local found
  for found in /usr/lib/*/webkit2gtk-4.1/MiniBrowser /usr/libexec/webkit2gtk-4.1/MiniBrowser; do
    [[ -x "$found" ]] && { printf '%s\n' "$found"; return 0; }
  done
  return 1
}

# Prints the engine and exits when everything is there.
use_if_present() {
  local driver="$DEBIAN_DRIVER" browser
  [[ -x "${WEBKIT_DRIVER_PATH:-}" ]] && driver="$WEBKIT_DRIVER_PATH"
  if [[ -x "${MINIBROWSER_PATH:-}" ]]; then browser="$MINIBROWSER_PATH"; else browser="$(mini_browser)" || return 0; fi
  [[ -x "$driver" && -x "$browser" ]] || return 0
  command -v xvfb-run >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1 || return 0
  say "using $driver, $browser and xvfb-run"
  printf '%s\n%s\n' "$driver" "$browser"
  exit 0
}

use_if_present

is_debian() {
  [[ -r /etc/os-release ]] || return 1
  # shellcheck disable=SC1091
  (. /etc/os-release && [[ "${ID:-}" == "debian" || " ${ID_LIKE:-} " == *" debian "* ]])
}

skip() {
  say "SKIPPED: $1"
  exit 3
}

[[ "$(uname -s)" == "Linux" ]] || skip "WebKitGTK's WebDriver only exists on Linux; run the suite on a Debian or Ubuntu machine or in CI."
is_debian && command -v apt-get >/dev/null 2>&1 || skip "no WebKitWebDriver found and this is not Debian/Ubuntu; install WebKitGTK's WebDriver, MiniBrowser and xvfb-run, or set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH."
[[ "$(id -u)" == "0" ]] || skip "WebKitWebDriver is missing and installing it needs root: sudo apt-get install -y ${PACKAGES[*]}"

say "WebKitWebDriver is missing: installing Debian's packages (apt-get install -y ${PACKAGES[*]})"
export DEBIAN_FRONTEND=noninteractive
install() { apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >&2; }
# A fresh machine may have no package lists yet: update once and try again.
install || { apt-get update -qq >&2 && install; } || say "apt-get could not install ${PACKAGES[*]}"
use_if_present
say "FAILED: the packages did not provide WebKitWebDriver, MiniBrowser and xvfb-run"
exit 1
