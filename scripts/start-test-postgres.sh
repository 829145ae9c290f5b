#!/usr/bin/env bash
# Starts a private, throw-away PostgreSQL cluster for the API tests: initdb into a temporary
# folder, trust authentication, listening on 127.0.0.1 only, on a spare port.
# Prints "datadir DIR" and then, on its last line, the admin connection URL; callers export the URL
# as TEST_POSTGRES_URL and stop the cluster with: runuser -u postgres -- pg_ctl -D DIR stop
# Usage: scripts/start-test-postgres.sh [PORT]
set -euo pipefail

port="${1:-}"
if [ -z "$port" ]; then
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
fi

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 1
fi

# The data folder goes in memory (/dev/shm) when there is room. The suite creates and drops a
# database, some three hundred files, for every test file; on ext4, creating files among so many
# just deleted spent most of the cluster's time in the kernel's inode allocator (perf: ext4's
# `recently_deleted`), and the API suite on PostgreSQL took 225 s instead of 157 s on two cores.
# The cluster is thrown away after the run and is never durable anyway (fsync off).
parent=/tmp
shm_free_kb=$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')
if [ -w /dev/shm ] && [ "${shm_free_kb:-0}" -ge 2097152 ]; then
  parent=/dev/shm
fi
datadir=$(mktemp -d "$parent/bahi-pg-XXXXXX")
run_as=()
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root; the Debian package creates the postgres user.
  chown postgres:postgres "$datadir"
  run_as=(runuser -u postgres --)
fi

"${run_as[@]}" "$bindir/initdb" -D "$datadir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"/tmp/$(basename "$datadir").initdb.log" 2>&1
"${run_as[@]}" "$bindir/pg_ctl" -D "$datadir" -l "$datadir/server.log" -w -o "-p $port -c listen_addresses=127.0.0.1 -k $datadir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_wal_size=256MB" start >/dev/null
echo "datadir $datadir"
echo "postgres://postgres@127.0.0.1:$port/postgres"
