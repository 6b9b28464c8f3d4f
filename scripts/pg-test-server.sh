#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1:${PGTEST_PORT:-55432} (for the real-Postgres test passes) and prints its URL.
set -euo pipefail
port="${PGTEST_PORT:-55432}"
bin=/usr/lib/postgresql/15/bin
dir="${PGTEST_DIR:-/tmp/nexo-pg15}"
if [ ! -x "$bin/postgres" ]; then echo "PostgreSQL 15 is not installed (apt-get install postgresql-15)" >&2; exit 1; fi
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ ! -f "$dir/PG_VERSION" ]; then
  rm -rf "$dir"; mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
  run "$bin/initdb -D $dir -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
fi
if ! run "$bin/pg_ctl -D $dir status" >/dev/null 2>&1; then
  run "$bin/pg_ctl -D $dir -l $dir/server.log -w -o '-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300' start" >/dev/null \
    || { echo "PostgreSQL 15 did not start on port $port (is the port taken? set PGTEST_PORT):" >&2; tail -5 "$dir/server.log" >&2; exit 1; }
fi
run "$bin/psql -h 127.0.0.1 -p $port -U postgres -tAc \"select 1 from pg_database where datname='nexo_test'\"" | grep -q 1 \
  || run "$bin/psql -h 127.0.0.1 -p $port -U postgres -c 'create database nexo_test'" >/dev/null
echo "postgresql://postgres:postgres@127.0.0.1:$port/nexo_test"
