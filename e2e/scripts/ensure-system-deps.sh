#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing:
# chromium (Playwright drives /usr/bin/chromium; a test tool's own browser download cannot work here)
# a Korean font (Korean pages in screenshots and in Lighthouse are drawn as a phone draws them, not as
# empty boxes found after a slow font-fallback search) and, when asked with --mariadb,
# mariadb-server for the MySQL variant of the API tests; with --cluster, also what the cluster suite
# runs (docs/DEPLOY.md): galera-4, mariadb-backup, rsync (state transfer) and haproxy.
set -euo pipefail
want=()
[ -x /usr/bin/chromium ] || want+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || want+=(fonts-noto-cjk)
for flag in "$@"; do
  case "$flag" in
    --mariadb | --cluster)
      command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || want+=(mariadb-server)
      ;;
  esac
  if [ "$flag" = "--cluster" ]; then
    [ -f /usr/lib/galera/libgalera_smm.so ] || want+=(galera-4)
    command -v mariadb-backup >/dev/null 2>&1 || want+=(mariadb-backup)
    command -v rsync >/dev/null 2>&1 || want+=(rsync)
    command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || want+=(haproxy)
  fi
done
want=($(printf '%s\n' "${want[@]}" | awk '!seen[$0]++'))
[ ${#want[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ]; then
  echo "Missing Debian packages: ${want[*]}. Install them as root: apt-get update && apt-get install -y ${want[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${want[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
