#!/usr/bin/env bash
# Builds the libraries the Windows program needs, for 64-bit Windows with Debian's mingw-w64, from
# Debian's own source packages (fetched by `apt-get source` with a sources list of this script's
# own; the system's apt configuration is never touched). Everything goes into a cache folder that
# later runs reuse; a stamp per library records the source version and this script's recipe, and a
# library is built again only when either changes.
#
#   scripts/windows-deps.sh core   zlib, expat, muParser, libpng and giflib (the core, model and CLI)
#   scripts/windows-deps.sh all    also cmark and wxWidgets 3.2 (the app)
#
# Prints the prefix the libraries were installed into. The cache is
# $PATHFINDER_WINDOWS_CACHE, or ~/.cache/pathfinder-testbed/windows.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
what=${1:-all}
case "${what}" in core | all) ;; *)
  echo "usage: $0 core|all" >&2
  exit 2
  ;;
esac

cache=${PATHFINDER_WINDOWS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pathfinder-testbed/windows}
prefix="${cache}/prefix"
stamps="${prefix}/stamps"
work="${cache}/work"
apt_dir="${cache}/apt"
jobs=$(nproc)
host=x86_64-w64-mingw32
toolchain="${root}/cmake/mingw-w64-x86_64.cmake"
# What decides how the libraries are built: the revision of the recipes below (raise it when one
# changes) and the toolchain file.
recipe_revision=1
recipe=$( (echo "revision ${recipe_revision}" && cat "${toolchain}") | sha256sum | cut -c1-16)
mkdir -p "${prefix}" "${stamps}" "${work}"

log() { echo "windows-deps: $*" >&2; }

apt_options=()
apt_ready=0
# A private apt state: a sources list naming only Debian's bookworm source packages.
apt_prepare() {
  [ "${apt_ready}" = 1 ] && return
  mkdir -p "${apt_dir}/lists/partial" "${apt_dir}/cache/archives/partial"
  echo "deb-src http://deb.debian.org/debian bookworm main" >"${apt_dir}/sources.list"
  apt_options=(-o "Dir::Etc::SourceList=${apt_dir}/sources.list" -o "Dir::Etc::SourceParts=${apt_dir}/none"
    -o "Dir::State::Lists=${apt_dir}/lists" -o "Dir::Cache=${apt_dir}/cache" -o "APT::Sandbox::User=$(id -un)")
  log "reading Debian's source package index"
  apt-get -q "${apt_options[@]}" update >/dev/null
  apt_ready=1
}

# fetch PACKAGE: downloads and unpacks the source package (with Debian's patches applied) into
# ${work}/PACKAGE, and sets source_dir and source_version.
fetch() {
  local package=$1
  apt_prepare
  rm -rf "${work:?}/${package}"
  mkdir -p "${work}/${package}"
  (cd "${work}/${package}" && apt-get -q "${apt_options[@]}" source --download-only "${package}/bookworm" >/dev/null)
  local dsc
  dsc=$(ls "${work}/${package}"/*.dsc)
  source_version=$(sed -n 's/^Version: //p' "${dsc}")
  dpkg-source --no-check -x "${dsc}" "${work}/${package}/src" >/dev/null
  source_dir="${work}/${package}/src"
}

# built PACKAGE: true when the stamp says this recipe built it already.
built() {
  [ -f "${stamps}/$1" ] && grep -q " recipe=${recipe}\$" "${stamps}/$1"
}

stamp() {
  echo "$1=${source_version} recipe=${recipe}" >"${stamps}/$1"
  rm -rf "${work:?}/$1"
  log "built $1 ${source_version}"
}

cmake_build() { # cmake_build SOURCE_DIR [options...]
  local source=$1
  shift
  cmake -S "${source}" -B "${source}/build-windows" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="${toolchain}" -DPATHFINDER_WINDOWS_PREFIX="${prefix}" \
    -DCMAKE_INSTALL_PREFIX="${prefix}" -DBUILD_SHARED_LIBS=OFF "$@" >/dev/null
  cmake --build "${source}/build-windows" -j "${jobs}" >/dev/null
  cmake --install "${source}/build-windows" >/dev/null
}

build_zlib() {
  built zlib && return
  fetch zlib
  # Only the static library: Debian's source leaves out the DLL's resource file. Installed by
  # hand under the name the finders look for (libz.a).
  local build="${source_dir}/build-windows"
  cmake -S "${source_dir}" -B "${build}" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="${toolchain}" -Wno-deprecated >/dev/null
  cmake --build "${build}" --target zlibstatic -j "${jobs}" >/dev/null
  mkdir -p "${prefix}/include" "${prefix}/lib"
  cp "${source_dir}/zlib.h" "${build}/zconf.h" "${prefix}/include/"
  cp "${build}/libzlibstatic.a" "${prefix}/lib/libz.a"
  stamp zlib
}

build_expat() {
  built expat && return
  fetch expat
  local source="${source_dir}/expat" build="${source_dir}/expat/build-windows"
  cmake -S "${source}" -B "${build}" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="${toolchain}" \
    -DCMAKE_INSTALL_PREFIX="${prefix}" -DEXPAT_SHARED_LIBS=OFF -DEXPAT_BUILD_TOOLS=OFF \
    -DEXPAT_BUILD_EXAMPLES=OFF -DEXPAT_BUILD_TESTS=OFF -DEXPAT_BUILD_DOCS=OFF >/dev/null
  # Debian's patches test the features' values (#if XML_DTD == 1), as its autotools build defines
  # them; CMake's configuration header defines them empty.
  sed -i -E 's/^#define (XML_DTD|XML_NS|XML_GE)$/#define \1 1/' "${build}/expat_config.h"
  cmake --build "${build}" -j "${jobs}" >/dev/null
  cmake --install "${build}" >/dev/null
  stamp expat
}

build_muparser() {
  built muparser && return
  fetch muparser
  # Static, without OpenMP (the core evaluates one expression at a time) and without the samples.
  cmake_build "${source_dir}" -DENABLE_OPENMP=OFF -DENABLE_SAMPLES=OFF -DENABLE_WIDE_CHAR=OFF -DBUILD_TESTING=OFF
  stamp muparser
}

build_libpng() {
  built libpng1.6 && return
  fetch libpng1.6
  cmake_build "${source_dir}" -DPNG_SHARED=OFF -DPNG_TESTS=OFF -DPNG_EXECUTABLES=OFF -DZLIB_ROOT="${prefix}"
  stamp libpng1.6
}

build_giflib() {
  built giflib && return
  fetch giflib
  # Only the static library, from its own Makefile rule; the header goes beside it.
  make -C "${source_dir}" CC="${host}-gcc-posix" AR="${host}-ar" CFLAGS="-O2 -std=gnu99 -Wall" \
    libgif.a -j "${jobs}" >/dev/null
  mkdir -p "${prefix}/include" "${prefix}/lib"
  cp "${source_dir}/gif_lib.h" "${prefix}/include/"
  cp "${source_dir}/libgif.a" "${prefix}/lib/"
  stamp giflib
}

build_cmark() {
  built cmark && return
  fetch cmark
  cmake_build "${source_dir}" -DCMARK_SHARED=OFF -DCMARK_TESTS=OFF -DCMARK_STATIC=ON
  stamp cmark
}

build_wxwidgets() {
  built wxwidgets3.2 && return
  fetch wxwidgets3.2
  # The MSW port, static, with the libraries the app uses; zlib, libpng and expat are the ones
  # built above (Debian's source removes wxWidgets' own copies).
  (
    cd "${source_dir}"
    mkdir -p build-windows
    cd build-windows
    ../configure --host="${host}" --build="$(gcc -dumpmachine)" --prefix="${prefix}" \
      CC="${host}-gcc-posix" CXX="${host}-g++-posix" CPPFLAGS="-I${prefix}/include" LDFLAGS="-L${prefix}/lib" \
      --with-msw --disable-shared --disable-debug --disable-tests \
      --with-zlib=sys --with-libpng=sys --with-expat=sys --with-regex=builtin \
      --without-libjpeg --without-libtiff --without-liblzma --without-opengl \
      --disable-webview --disable-mediactrl --disable-stc --disable-richtext --disable-ribbon \
      --disable-propgrid --disable-xrc --disable-sound >/dev/null
    make -j "${jobs}" >/dev/null
    make install >/dev/null
  )
  stamp wxwidgets3.2
}

# The header-only libraries come from the system's Debian packages (they compile for any target):
# their headers and CMake files are copied into the prefix, where the cross build finds them
# without seeing the system's own headers.
stage_headers() {
  local stamp_line="headers recipe=${recipe}"
  [ -f "${stamps}/headers" ] && [ "$(cat "${stamps}/headers")" = "${stamp_line}" ] && return
  mkdir -p "${prefix}/include" "${prefix}/share/cmake" "${prefix}/lib/cmake"
  cp -r /usr/include/CLI /usr/include/nlohmann /usr/include/catch2 "${prefix}/include/"
  cp -r /usr/share/cmake/CLI11 /usr/share/cmake/nlohmann_json "${prefix}/share/cmake/"
  cp -r /usr/lib/cmake/Catch2 "${prefix}/lib/cmake/"
  # Catch2WithMain is a Linux library; the tests bring their own main.
  rm -f "${prefix}/lib/cmake/Catch2/Catch2Targets-"*.cmake
  echo "${stamp_line}" >"${stamps}/headers"
}

stage_headers
build_zlib
build_expat
build_muparser
build_libpng
build_giflib
if [ "${what}" = all ]; then
  build_cmark
  build_wxwidgets
fi
echo "${prefix}"
