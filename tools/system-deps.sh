#!/bin/sh
# Make sure the system packages the tests need are here: Debian's chromium-headless-shell (the
# browser tests), chromium (Lighthouse, the screenshots) and gettext (msgfmt, the catalog checks).
# Installs them with apt-get when run as root; otherwise names what to install.
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
[ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
command -v msgfmt >/dev/null 2>&1 || missing="$missing gettext"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing system packages:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends $missing >/dev/null || exit 1
else
  echo "Missing system packages:$missing. Install them, for example: sudo apt-get install$missing" >&2
  exit 1
fi
