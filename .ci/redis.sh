#!/usr/bin/env bash
# Starts a throwaway redis-server on a free local port, in a temp dir, and prints its REDIS_URL
# (nothing else on stdout):   export TEST_REDIS_URL=$(.ci/redis.sh)
# Stop it with:               .ci/redis.sh stop "$TEST_REDIS_URL"
# The server also stops by itself after REDIS_TTL_SECONDS (default 3 hours), so a CI run that
# dies halfway leaves nothing behind for long. Nothing is persisted (no RDB, no AOF).
set -euo pipefail

REDIS_SERVER=${REDIS_SERVER:-$(command -v redis-server || echo /usr/bin/redis-server)}

if [[ "${1:-}" == "stop" ]]; then
  url=${2:?usage: .ci/redis.sh stop REDIS_URL}
  port=${url##*:}
  port=${port%%/*}
  pidfile=$(ls /tmp/ci-redis.*/redis-"$port".pid 2>/dev/null | head -n1 || true)
  if [[ -n "$pidfile" && -f "$pidfile" ]]; then
    kill "$(cat "$pidfile")" 2>/dev/null || true
    # The watchdog runs in its own process group: end the group (its shell and its sleep).
    [[ -f "$(dirname "$pidfile")/watchdog.pid" ]] && kill -- "-$(cat "$(dirname "$pidfile")/watchdog.pid")" 2>/dev/null || true
    rm -rf "$(dirname "$pidfile")"
  fi
  exit 0
fi

[[ -x "$REDIS_SERVER" ]] || { echo "redis-server not found (set REDIS_SERVER)" >&2; exit 1; }

dir=$(mktemp -d /tmp/ci-redis.XXXXXX)
for _ in 1 2 3 4 5; do
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  if "$REDIS_SERVER" --port "$port" --bind 127.0.0.1 --dir "$dir" --daemonize yes \
      --pidfile "$dir/redis-$port.pid" --logfile "$dir/redis.log" --save "" --appendonly no \
      --protected-mode yes >/dev/null 2>&1; then
    for _ in $(seq 1 50); do
      [[ -s "$dir/redis-$port.pid" ]] && (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
      sleep 0.1
    done
    if [[ -s "$dir/redis-$port.pid" ]]; then
      pid=$(cat "$dir/redis-$port.pid")
      # Watchdog: stop the server after the TTL even if nobody calls `stop`.
      setsid bash -c 'sleep "$1"; kill "$2" 2>/dev/null; rm -rf "$3"' _ "${REDIS_TTL_SECONDS:-10800}" "$pid" "$dir" >/dev/null 2>&1 </dev/null &
      echo $! >"$dir/watchdog.pid"
      disown || true
      echo "redis://127.0.0.1:$port"
      exit 0
    fi
  fi
done
echo "could not start redis-server (see $dir/redis.log)" >&2
exit 1
