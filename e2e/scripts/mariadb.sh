#!/usr/bin/env bash
# A private MariaDB for the API tests: its own data dir, loopback port, no systemd.
#   eval "$(bash e2e/scripts/mariadb.sh start)"   # prints `export TEST_MYSQL_URL=…`
#   bash e2e/scripts/mariadb.sh stop
set -euo pipefail
DIR=${MARIADB_DIR:-/tmp/beantrail-mariadb}
PORT=${MARIADB_PORT:-3307}
SOCK="$DIR/mysqld.sock"
case "${1:-}" in
  start)
    PATH="$PATH:/usr/sbin"
    if ! mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1; then
      rm -rf "$DIR"; mkdir -p "$DIR"
      mariadb-install-db --no-defaults --user=root --datadir="$DIR/data" \
        --auth-root-authentication-method=normal --skip-test-db >"$DIR/install.log" 2>&1
      mariadbd --no-defaults --user=root --datadir="$DIR/data" --socket="$SOCK" --pid-file="$DIR/mysqld.pid" \
        --port="$PORT" --bind-address=127.0.0.1 --skip-name-resolve --log-error="$DIR/err.log" >/dev/null 2>&1 &
      for _ in $(seq 1 100); do
        mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1 && break
        sleep 0.2
      done
      mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1 || { cat "$DIR/err.log" >&2; exit 1; }
    fi
    mariadb --no-defaults --socket="$SOCK" -uroot -e "
      CREATE DATABASE IF NOT EXISTS beantrail_test CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
      CREATE USER IF NOT EXISTS 'bt'@'127.0.0.1' IDENTIFIED BY 'bt';
      GRANT ALL ON beantrail_test.* TO 'bt'@'127.0.0.1';"
    echo "export TEST_MYSQL_URL=mysql://bt:bt@127.0.0.1:$PORT/beantrail_test"
    ;;
  stop)
    if [ -f "$DIR/mysqld.pid" ]; then kill "$(cat "$DIR/mysqld.pid")" 2>/dev/null || true; fi
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
