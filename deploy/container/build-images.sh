#!/bin/sh
# Builds every image deploy/compose.yaml runs, from Debian packages and the npm registry only (decision 054):
# the debootstrapped base (build-base.sh, skipped when it exists unless REBUILD_BASE=1), then app, PostgreSQL, Redis
# and nginx. Run from anywhere, as root.
set -eu
cd "$(dirname "$0")/../.."
BASE=localhost/lekker/debian-base:bookworm
if [ "${REBUILD_BASE:-0}" = 1 ] || ! podman image exists "$BASE"; then deploy/container/build-base.sh "$BASE"; fi
# The machine's CA bundle, for the npm downloads only (never stored in a layer; see the Dockerfile).
CA=${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}
podman build --format docker --build-arg BASE_IMAGE="$BASE" --secret id=ca-certificates,src="$CA" \
  -t localhost/lekker/app:latest -f Dockerfile .
podman build --format docker --build-arg BASE_IMAGE="$BASE" -t localhost/lekker/postgres:15 -f deploy/container/postgres/Containerfile .
podman build --format docker --build-arg BASE_IMAGE="$BASE" -t localhost/lekker/redis:7 -f deploy/container/redis/Containerfile .
podman build --format docker --build-arg BASE_IMAGE="$BASE" -t localhost/lekker/nginx:latest -f deploy/container/nginx/Containerfile .
