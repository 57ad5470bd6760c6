#!/usr/bin/env bash
# Makes the Debian package of a built tree, unpacks it into a temporary root (dpkg-deb -x) and
# checks what it holds: both programs run from there and print the project's version (the app
# without a display), the CLI solves an installed preset, the icons are PNGs of their sizes, the
# .maze file type, the desktop entry and the manual pages are sound, and the package depends on
# wxWidgets.
#
# Usage: package_unpacked.sh BUILD_DIR VERSION
set -euo pipefail
build=$1
version=$2
source "$(dirname "$0")/package_common.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
deb=$(make_package "$build" "$tmp")
root=$tmp/root
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x could not unpack $deb"
echo "unpacked $(basename "$deb") into $root"

# The control file.
control=$(dpkg-deb -I "$deb") || fail "dpkg-deb -I could not read $deb"
grep -qx " Package: pathfinder-testbed" <<<"$control" || fail "the package is not named pathfinder-testbed:"$'\n'"$control"
grep -qx " Version: $version" <<<"$control" || fail "the package's version is not $version:"$'\n'"$control"
grep -q "^ Depends:.*libwx" <<<"$control" || fail "the package does not depend on wxWidgets (no libwx in Depends):"$'\n'"$control"

# Both programs, run from the unpacked root.
bin=$root/usr/bin
out=$("$bin/pathfinder-cli" --version) || fail "pathfinder-cli --version failed"
[ "$out" = "pathfinder-cli $version" ] || fail "pathfinder-cli --version printed \"$out\", not \"pathfinder-cli $version\""
out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin/pathfinder" --version) ||
  fail "pathfinder --version failed without a display"
[ "$out" = "pathfinder $version" ] || fail "pathfinder --version printed \"$out\", not \"pathfinder $version\""
out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin/pathfinder" --help) || fail "pathfinder --help failed without a display"
grep -q "^Usage: pathfinder \[OPTIONS\] \[FILE\.\.\.\]" <<<"$out" || fail "pathfinder --help shows no usage line:"$'\n'"$out"

maze=$root/usr/share/pathfinder/mazes/pacman.maze
[ -f "$maze" ] || fail "the preset $maze is not in the package"
out=$("$bin/pathfinder-cli" run --map "$maze" --algo astar) || fail "pathfinder-cli run on the installed preset failed"
grep -Eq "^astar +reached " <<<"$out" || fail "pathfinder-cli run --algo astar did not reach the goal of $maze:"$'\n'"$out"

# Icons: the scalable one and a PNG of each size.
[ -f "$root/usr/share/icons/hicolor/scalable/apps/pathfinder.svg" ] || fail "the scalable icon is not in the package"
for size in 16 24 32 48 64 128 256; do
  icon=$root/usr/share/icons/hicolor/${size}x${size}/apps/pathfinder.png
  [ -f "$icon" ] || fail "the ${size}x${size} icon is not in the package"
  kind=$(file -b "$icon")
  [[ "$kind" == "PNG image data, $size x $size,"* ]] || fail "the ${size}x${size} icon is not a PNG of that size: $kind"
done

# The .maze file type.
mime=$root/usr/share/mime/packages/pathfinder-maze.xml
[ -f "$mime" ] || fail "the file type $mime is not in the package"
xmllint --noout "$mime" || fail "$mime is not well-formed XML"
type=$(xmllint --xpath "string(//*[local-name()='mime-type']/@type)" "$mime")
[ "$type" = "text/x-maze" ] || fail "$mime defines \"$type\", not text/x-maze"
glob=$(xmllint --xpath "string(//*[local-name()='mime-type']/*[local-name()='glob']/@pattern)" "$mime")
[ "$glob" = "*.maze" ] || fail "$mime gives the glob \"$glob\", not *.maze"

# The desktop entry opens .maze files with the app.
desktop=$root/usr/share/applications/pathfinder.desktop
[ -f "$desktop" ] || fail "the desktop entry is not in the package"
out=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$out" ] || fail "desktop-file-validate finds fault with $desktop:"$'\n'"$out"
grep -qx "MimeType=text/x-maze;" "$desktop" || fail "$desktop does not declare MimeType=text/x-maze;"
grep -qx "Exec=pathfinder %f" "$desktop" || fail "$desktop does not run \"pathfinder %f\""

# The manual pages: a NAME section naming the program, and no path of the build tree.
for program in pathfinder pathfinder-cli; do
  page=$root/usr/share/man/man1/$program.1.gz
  [ -f "$page" ] || fail "the manual page $program.1.gz is not in the package"
  text=$(MANWIDTH=100 man -l "$page" 2>/dev/null | col -b) || fail "man cannot read $page"
  name=$(sed -n '/^NAME$/{n;p;q}' <<<"$text")
  [[ "$name" == *"$program - "* ]] || fail "the NAME section of $program.1 does not name $program:"$'\n'"$text"
  grep -q -- "--version" <<<"$text" || fail "$program.1 does not list --version:"$'\n'"$text"
  source_text=$(zcat "$page")
  ! grep -qF "$build" <<<"$source_text" || fail "$program.1 names the build tree $build"
done

echo "package_unpacked: $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB) holds what it should"
