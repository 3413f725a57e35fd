#!/usr/bin/env bash
# Local stand-ins for the four images deploy/compose.yaml names, for a machine that reaches no image registry
# (run as root; needs debootstrap, podman and Debian's caddy package). Then, in deploy/.env:
#   NODE_IMAGE=localhost/node:24-bookworm-slim
#   POSTGRES_IMAGE=localhost/postgres:15-bookworm
#   CADDY_IMAGE=localhost/caddy:2
#   HAPROXY_IMAGE=localhost/haproxy:2.6
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
podman image exists localhost/node:24-bookworm-slim || "$here/../base-image.sh"
podman build --format docker --network host -t localhost/postgres:15-bookworm -f "$here/postgres.Containerfile" "$here"
podman build --format docker --network host -t localhost/haproxy:2.6 -f "$here/haproxy.Containerfile" "$here"
work="$(mktemp -d)" && trap 'rm -rf "$work"' EXIT
cp "$(command -v caddy)" "$work/caddy"
podman build --format docker -t localhost/caddy:2 -f "$here/caddy.Containerfile" "$work"
