#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 for local runs and prints its URL; `kill` the printed PID... or
# run `scripts/throwaway-postgres.sh stop DIR`. Needs root (PostgreSQL runs as the postgres user).
set -euo pipefail
PGBIN=/usr/lib/postgresql/15/bin
if [ "${1:-}" = stop ]; then
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$2/data" -m fast -w stop && rm -rf "$2"
  exit 0
fi
DIR=$(mktemp -d)
chown postgres "$DIR"
PORT=$(node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
runuser -u postgres -- "$PGBIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c max_connections=200" start >/dev/null
echo "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
echo "stop with: scripts/throwaway-postgres.sh stop $DIR"
