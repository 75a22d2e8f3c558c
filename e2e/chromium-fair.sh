#!/bin/sh
# The e2e tests' Chromium, started without the right to raise its own priority. As root (CI),
# Chromium runs its renderers' main, compositor and IO threads at nice -8 ("display critical"),
# about six times a nice-0 process's share of a core: the unit tests that run beside the e2e
# tests (scripts/test-all.mjs) got so little that two of them passed 60 s (issue 30). Without
# CAP_SYS_NICE its request fails, as it does for any user but root, and every process shares
# the cores alike.
browser="${E2E_CHROMIUM_BINARY:-/usr/bin/chromium-headless-shell}"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice -- "$browser" "$@"
fi
exec "$browser" "$@"
