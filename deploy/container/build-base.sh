#!/bin/sh
# Builds the base image every Lekker Eats image starts from, out of Debian packages only (decision 054):
# debootstrap a minimal bookworm root file system from this machine's apt mirror and import it into podman.
# No container registry is involved. Run as root (debootstrap needs it).
#
#   deploy/container/build-base.sh [image-name]   (default localhost/lekker/debian-base:bookworm)
set -eu
IMAGE=${1:-localhost/lekker/debian-base:bookworm}
SUITE=${DEBIAN_SUITE:-bookworm}
# The first deb.debian.org-style mirror apt uses here (deb822 sources or sources.list), unless MIRROR is given.
MIRROR=${MIRROR:-$(grep -hoE '^(URIs:|deb) +https?://[^ ]+' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null \
  | grep -v security | head -n 1 | awk '{print $NF}')}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }

ROOTFS=$(mktemp -d /var/tmp/lekker-rootfs.XXXXXX)
trap 'rm -rf "$ROOTFS"' EXIT
echo "debootstrap --variant=minbase $SUITE from $MIRROR" >&2
debootstrap --variant=minbase "$SUITE" "$ROOTFS" "$MIRROR" >&2
# The images install their packages from the same mirror (and its security suite) at build time.
cat > "$ROOTFS/etc/apt/sources.list" <<SOURCES
deb $MIRROR $SUITE main
deb $MIRROR $SUITE-updates main
deb ${MIRROR%/debian}/debian-security $SUITE-security main
SOURCES
# No package cache or lists in the image; apt keeps none after installs either.
rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/lib/apt/lists/*
printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' > "$ROOTFS/etc/apt/apt.conf.d/90lekker-no-recommends"
printf 'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb || true"; };\n' > "$ROOTFS/etc/apt/apt.conf.d/90lekker-clean"
tar --numeric-owner -C "$ROOTFS" -c . | podman import --change 'CMD ["/bin/bash"]' --change 'ENV LANG=C.UTF-8' - "$IMAGE" >&2
echo "$IMAGE"
