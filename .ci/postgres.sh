# Sourced by .ci/run: installs Debian's PostgreSQL when missing, starts a throwaway cluster on a
# free local port for this run (stopped and deleted on exit) and exports TEST_DATABASE_URL.
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if ! ls /usr/lib/postgresql/*/bin/initdb > /dev/null 2>&1; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends postgresql
fi
PG_BIN="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")"
PG_DIR="$(mktemp -d)"
PG_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$PG_DIR"
as_pg "'$PG_BIN/initdb' -D '$PG_DIR/data' -A trust -U postgres > '$PG_DIR/initdb.log'"
# A throwaway cluster: durability off makes the tests' many small databases quick.
as_pg "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -w -o \"-p $PG_PORT -k '$PG_DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start"
trap 'as_pg "\"$PG_BIN/pg_ctl\" -D \"$PG_DIR/data\" -m immediate stop" > /dev/null 2>&1 || true; rm -rf "$PG_DIR"' EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
