#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 server in a temp dir on a free local port and prints its
# DATABASE_URL (nothing else on stdout):  export DATABASE_URL=$(.ci/postgres.sh)
# Stop it with:                          .ci/postgres.sh stop
# CI_POSTGRES_STATE names the file that remembers the server (default /tmp/ci-postgres.dir), so two
# runs on one machine (npm run test:vercel beside another) each stop their own.
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
STATE=${CI_POSTGRES_STATE:-/tmp/ci-postgres.dir}

if [[ "${1:-}" == "stop" ]]; then
  [[ -f $STATE ]] || exit 0
  dir=$(cat $STATE)
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir" $STATE
  exit 0
fi

[[ -x "$PGBIN/initdb" ]] || { echo "PostgreSQL 15 not found at $PGBIN" >&2; exit 1; }
id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
dir=$(mktemp -d /tmp/ci-postgres.XXXXXX)
chown postgres "$dir"
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
runuser -u postgres -- "$PGBIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
echo "$dir" > $STATE
echo "postgres://postgres@127.0.0.1:$port/postgres"
