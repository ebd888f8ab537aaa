#!/usr/bin/env bash
# A private three-node MariaDB Galera cluster on loopback, for the cluster suite and for trying a
# multi-node deployment by hand (docs/DEPLOY.md). Its own data folders, free ports, no systemd.
#
#   eval "$(bash e2e/scripts/galera.sh start)"  # prints `export GALERA_URL_1=… GALERA_URL_2=… GALERA_URL_3=…`
#   bash e2e/scripts/galera.sh kill 2            # kill -9 node 2 (a crash)
#   bash e2e/scripts/galera.sh restart 2         # recover its position and rejoin (IST when it can)
#   bash e2e/scripts/galera.sh status            # each node's state and the cluster size
#   bash e2e/scripts/galera.sh stop
#
# Found to matter on this machine (../shared/RECIPES.md): the servers run as `mysql` over folders it
# owns (a joiner's rsync writes its data directory), and InnoDB's files live in the data directory.
set -euo pipefail
PATH="$PATH:/usr/sbin"
DIR=${GALERA_DIR:-/tmp/beantrail-galera}
DB=${GALERA_DATABASE:-beantrail}
NODES=(1 2 3)

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Four ports per node (client, group communication, IST, SST): a block of 40 from a base whose
# ports are all free. Chosen once and kept in ports.env, so kill/restart/stop find the same ones.
choose_ports() {
  local base=${GALERA_BASE_PORT:-13300}
  for _ in $(seq 1 40); do
    local ok=1
    for i in "${NODES[@]}"; do
      for off in 0 10 20 30; do port_free $((base + off + i)) || { ok=0; break 2; }; done
    done
    if [ $ok = 1 ]; then echo "$base"; return; fi
    base=$((base + 40))
  done
  echo "no free block of ports for the cluster" >&2
  exit 1
}

load_ports() {
  [ -f "$DIR/ports.env" ] || { echo "no cluster in $DIR (start it first)" >&2; exit 1; }
  # shellcheck disable=SC1091
  . "$DIR/ports.env"
}
sql_port() { echo $((BASE + $1)); }
group_port() { echo $((BASE + 10 + $1)); }
sock() { echo "$DIR/n$1/mysqld.sock"; }
client() { local n=$1; shift; mariadb --no-defaults --socket="$(sock "$n")" -uroot --batch --skip-column-names "$@"; }
status_of() { client "$1" -e "SHOW STATUS LIKE '$2'" 2>/dev/null | awk '{print $2}'; }

write_config() {
  local n=$1 addresses=""
  for i in "${NODES[@]}"; do addresses+="${addresses:+,}127.0.0.1:$(group_port "$i")"; done
  mkdir -p "$DIR/n$n/data"
  cat >"$DIR/n$n/my.cnf" <<EOF
[mariadbd]
user=mysql
datadir=$DIR/n$n/data
innodb_data_home_dir=$DIR/n$n/data
innodb_log_group_home_dir=$DIR/n$n/data
socket=$(sock "$n")
pid-file=$DIR/n$n/mysqld.pid
log-error=$DIR/n$n/err.log
port=$(sql_port "$n")
bind-address=127.0.0.1
skip-name-resolve
character-set-server=utf8mb4
collation-server=utf8mb4_unicode_ci
innodb_buffer_pool_size=64M
innodb_log_file_size=48M
max_connections=200
binlog_format=ROW
default_storage_engine=InnoDB
innodb_autoinc_lock_mode=2
wsrep_on=ON
wsrep_provider=/usr/lib/galera/libgalera_smm.so
wsrep_cluster_name=beantrail
wsrep_cluster_address=gcomm://$addresses
wsrep_node_name=n$n
wsrep_node_address=127.0.0.1:$(group_port "$n")
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:$(group_port "$n");ist.recv_addr=127.0.0.1:$((BASE + 20 + n));gcache.size=64M;evs.suspect_timeout=PT3S;evs.inactive_timeout=PT6S;evs.install_timeout=PT6S"
wsrep_sst_method=rsync
wsrep_sst_receive_address=127.0.0.1:$((BASE + 30 + n))
EOF
  chown -R mysql:mysql "$DIR/n$n"
}

wait_synced() {
  local n=$1
  for _ in $(seq 1 300); do
    if [ "$(status_of "$n" wsrep_local_state_comment)" = "Synced" ] && [ "$(status_of "$n" wsrep_ready)" = "ON" ]; then return 0; fi
    if [ -f "$DIR/n$n/mysqld.pid" ] && ! kill -0 "$(cat "$DIR/n$n/mysqld.pid")" 2>/dev/null; then break; fi
    sleep 0.2
  done
  echo "node $n did not reach Synced; its log:" >&2
  tail -40 "$DIR/n$n/err.log" >&2
  exit 1
}

start_node() {
  local n=$1
  shift
  rm -f "$DIR/n$n/mysqld.pid"
  mariadbd --defaults-file="$DIR/n$n/my.cnf" "$@" >/dev/null 2>&1 &
  wait_synced "$n"
}

# After a crash grastate.dat says seqno -1: read the last committed position from InnoDB (what
# systemd's galera_recovery does) so the node asks the others for the missing write-sets only (IST).
recovered_position() {
  local n=$1 log="$DIR/n$n/recover.log"
  rm -f "$log"
  mariadbd --defaults-file="$DIR/n$n/my.cnf" --wsrep-recover --log-error="$log" >/dev/null 2>&1 || true
  sed -n 's/.*WSREP: Recovered position: *\([^ ]*\).*/\1/p' "$log" | tail -1
}

urls() {
  for i in "${NODES[@]}"; do echo "export GALERA_URL_$i=mysql://bt:bt@127.0.0.1:$(sql_port "$i")/$DB"; done
  echo "export GALERA_DIR=$DIR"
}

case "${1:-}" in
  start)
    if [ -f "$DIR/ports.env" ]; then
      load_ports
      if [ "$(status_of 1 wsrep_cluster_size 2>/dev/null)" = "3" ]; then urls; exit 0; fi
      "$0" stop >/dev/null 2>&1 || true
    fi
    rm -rf "$DIR"
    mkdir -p "$DIR"
    BASE=$(choose_ports)
    echo "BASE=$BASE" >"$DIR/ports.env"
    for i in "${NODES[@]}"; do write_config "$i"; done
    mariadb-install-db --defaults-file="$DIR/n1/my.cnf" --auth-root-authentication-method=normal --skip-test-db >"$DIR/install.log" 2>&1 \
      || { cat "$DIR/install.log" >&2; exit 1; }
    chown -R mysql:mysql "$DIR"
    start_node 1 --wsrep-new-cluster
    # Nodes 2 and 3 start empty and receive a full copy (SST by rsync); one at a time, as a donor
    # serves one joiner.
    start_node 2
    start_node 3
    client 1 -e "
      CREATE DATABASE IF NOT EXISTS \`$DB\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
      CREATE USER IF NOT EXISTS 'bt'@'127.0.0.1' IDENTIFIED BY 'bt';
      GRANT ALL ON \`$DB\`.* TO 'bt'@'127.0.0.1';
      GRANT ALL ON \`${DB}_restore\`.* TO 'bt'@'127.0.0.1';"
    urls
    ;;
  kill)
    load_ports
    n=${2:?node number}
    kill -9 "$(cat "$DIR/n$n/mysqld.pid")"
    ;;
  restart)
    load_ports
    n=${2:?node number}
    if [ -f "$DIR/n$n/mysqld.pid" ] && kill -0 "$(cat "$DIR/n$n/mysqld.pid")" 2>/dev/null; then
      echo "node $n is running" >&2
      exit 1
    fi
    position=$(recovered_position "$n")
    chown -R mysql:mysql "$DIR/n$n"
    if [ -n "$position" ]; then start_node "$n" --wsrep-start-position="$position"; else start_node "$n"; fi
    # How it rejoined: IST (write-sets only) or SST (a full copy).
    if grep -q "IST received" "$DIR/n$n/err.log"; then echo "rejoined by IST"; else echo "rejoined"; fi
    ;;
  status)
    load_ports
    for i in "${NODES[@]}"; do
      echo "n$i port $(sql_port "$i"): $(status_of "$i" wsrep_local_state_comment || true) ready=$(status_of "$i" wsrep_ready || true) size=$(status_of "$i" wsrep_cluster_size || true)"
    done
    ;;
  urls)
    load_ports
    urls
    ;;
  stop)
    [ -f "$DIR/ports.env" ] || exit 0
    for i in 3 2 1; do
      pidfile="$DIR/n$i/mysqld.pid"
      if [ -f "$pidfile" ]; then kill "$(cat "$pidfile")" 2>/dev/null || true; fi
    done
    for i in "${NODES[@]}"; do
      pidfile="$DIR/n$i/mysqld.pid"
      for _ in $(seq 1 150); do
        [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null || break
        sleep 0.2
      done
      if [ -f "$pidfile" ]; then kill -9 "$(cat "$pidfile")" 2>/dev/null || true; fi
    done
    ;;
  *)
    echo "usage: $0 start|stop|status|urls|kill N|restart N" >&2
    exit 2
    ;;
esac
