#!/usr/bin/env bash
# Installs the Debian 12 packages Pathfinder Testbed needs to build, test and run (clang and its
# runtime libraries build the sanitizer build and the libFuzzer targets).
# Idempotent: packages already present are left alone, and nothing runs when all are there.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  libwxgtk3.2-dev
  catch2 libcli11-dev nlohmann-json3-dev libbenchmark-dev
  libexpat1-dev zlib1g-dev libpng-dev libgif-dev libcmark-dev libmuparser-dev
  xvfb xauth x11-apps imagemagick xdotool
  # Videos of a search (WebM, MP4) are encoded by the ffmpeg program; its tests decode them with it.
  ffmpeg
  # The Debian package: its icons, manual pages and dependencies, and the checks of its tests.
  help2man librsvg2-bin dpkg-dev desktop-file-utils libxml2-utils file man-db x11-utils
  # scripts/experiment-parallel.sh runs an experiment's shards with GNU parallel; a test runs it.
  parallel
  clang libclang-rt-14-dev
  # The Windows program (scripts/windows.sh): the cross compiler, Wine to run its tests, and NSIS
  # for its installer; the libraries it needs are built from Debian's source packages.
  g++-mingw-w64-x86-64-posix wine wine64 fonts-wine nsis
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi

echo "install-deps: installing ${missing[*]}" >&2
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
