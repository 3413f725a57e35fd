#!/usr/bin/env bash
# The client address behind the deploy guide's proxies (decision 067), with a client that forges X-Forwarded-For:
# the API (TRUST_PROXY=127.0.0.1, SIGN_IN_LIMIT_PER_IP=3) behind HAProxy with `option forwardfor` (docs/deploy.md §3),
# and Caddy in front of HAProxy (deploy/Caddyfile's shape). Clients come from other loopback addresses (127.0.0.2,
# 127.0.0.3, 127.0.0.4), each writing a new X-Forwarded-For on every request: each must meet the per-address limit
# after three code requests (200 200 200 429 …). Needs haproxy and caddy (Debian's). Ports: PORT (3270) for the API,
# PORT+2 HAProxy, PORT+3 Caddy.
set -euo pipefail
PORT="${PORT:-3270}"
HAPROXY_PORT=$((PORT + 2))
CADDY_PORT=$((PORT + 3))
dir="$(mktemp -d)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill -- "$pid" 2>/dev/null || true; done; rm -rf "$dir"; }
trap cleanup EXIT

cat > "$dir/haproxy.cfg" <<CFG
defaults
  mode http
  option forwardfor
  timeout connect 1s
  timeout client 30s
  timeout server 30s
frontend fe
  bind 127.0.0.1:$HAPROXY_PORT
  default_backend api
backend api
  server api1 127.0.0.1:$PORT
CFG
cat > "$dir/Caddyfile" <<CFG
{
	admin off
	auto_https off
}
http://127.0.0.1:$CADDY_PORT {
	reverse_proxy 127.0.0.1:$HAPROXY_PORT
}
CFG

cd "$(dirname "$0")/.."
DATA_DIR="$dir/data" PORT="$PORT" HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 SIGN_IN_LIMIT_PER_IP=3 LOG_LEVEL=warn \
  setsid node node_modules/.bin/tsx apps/server/src/main.ts > "$dir/server.log" 2>&1 &
pids+=("-$!")
haproxy -f "$dir/haproxy.cfg" > "$dir/haproxy.log" 2>&1 &
pids+=("$!")
(cd "$dir" && exec caddy run --config Caddyfile --adapter caddyfile) > "$dir/caddy.log" 2>&1 &
pids+=("$!")
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$PORT/readyz" > /dev/null && break
  sleep 1
done

status=0
attack() { # entry port, client address, label
  local codes=""
  for _ in 1 2 3 4 5; do
    codes="$codes $(curl -s -o /dev/null -w '%{http_code}' --interface "$2" \
      -H "X-Forwarded-For: 198.51.100.$((RANDOM % 250 + 1))" -H 'content-type: application/json' \
      -d "{\"phoneNumber\":\"+1213555$((RANDOM % 9000 + 1000))\"}" \
      "http://127.0.0.1:$1/auth-service/v1/passwordless/start")"
  done
  echo "$3:$codes"
  [ "$codes" = " 200 200 200 429 429" ] || status=1
}
attack "$HAPROXY_PORT" 127.0.0.2 "HAProxy (option forwardfor), client 127.0.0.2 forging"
attack "$CADDY_PORT" 127.0.0.3 "Caddy -> HAProxy, client 127.0.0.3 forging"
attack "$PORT" 127.0.0.4 "straight to the API, client 127.0.0.4 forging"
exit "$status"
