#!/usr/bin/env bash
# The Windows installer under Wine: a silent install puts the app, the CLI, the preset mazes, the
# walker guide, the Start menu entry and the .maze file type in place; the CLI it installed solves
# a preset; a silent uninstall takes all of it away again. Needs WINEPREFIX (scripts/windows.sh
# sets it).
#   tests/package/windows_installer.sh build/windows/pathfinder-testbed-VERSION-win64.exe
set -euo pipefail
: "${WINEPREFIX:?set WINEPREFIX to the Wine folder to install into}"
installer=$(realpath "$1")
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
folder_name="PathfinderTestbedCheck-$$"
windows_dir="C:\\${folder_name}"
unix_dir="${WINEPREFIX}/drive_c/${folder_name}"
failures=0
fail() {
  echo "windows_installer: $*" >&2
  failures=$((failures + 1))
}
# A key's default value as `reg query` prints it (it prints its error on standard output too: an
# absence is told by its exit status).
registry() { wine reg query "$1" /ve 2>/dev/null | tr -d '\r' || true; }

wine "${installer}" /S "/D=${windows_dir}"
wineserver -w
for file in bin/pathfinder.exe bin/pathfinder-cli.exe share/pathfinder/pathfinder.ico Uninstall.exe; do
  [ -f "${unix_dir}/${file}" ] || fail "the install has no ${file}"
done
presets=$(find "${source_dir}/mazes" -name '*.maze' | wc -l)
installed=$(find "${unix_dir}/share/pathfinder/mazes" -name '*.maze' 2>/dev/null | wc -l)
[ "${installed}" = "${presets}" ] || fail "${installed} preset mazes installed, not ${presets}"
guides=$(find "${source_dir}/docs/guide" -name '*.md' | wc -l)
installed=$(find "${unix_dir}/share/doc" -path '*guide/*.md' 2>/dev/null | wc -l)
[ "${installed}" = "${guides}" ] || fail "${installed} guide pages installed, not ${guides}"
find "${WINEPREFIX}/drive_c" -path '*Start Menu/Programs/Pathfinder Testbed/*' -name 'Pathfinder Testbed.lnk' | grep -q . ||
  fail "no Start menu entry"
registry 'HKCR\.maze' | grep -q 'PathfinderTestbed.Maze' || fail ".maze is not associated with the app"
registry 'HKCR\PathfinderTestbed.Maze\shell\open\command' | grep -qi 'bin\\pathfinder.exe' ||
  fail "the .maze type does not open with the app"
registry 'HKCR\PathfinderTestbed.Maze\DefaultIcon' | grep -qi 'pathfinder.ico' || fail "the .maze type has no icon"

# The installed CLI runs and solves an installed preset.
out=$(wine "${unix_dir}/bin/pathfinder-cli.exe" run --map "${windows_dir}\\share\\pathfinder\\mazes\\pacman.maze" \
  --algo astar --csv 2>&1 | tr -d '\r') || fail "the installed CLI failed: ${out}"
grep -q '^astar,' <<<"${out}" || fail "the installed CLI printed no A* row: ${out}"

wine "${unix_dir}/Uninstall.exe" /S "_?=${windows_dir}"
wineserver -w
for file in bin/pathfinder.exe bin/pathfinder-cli.exe share/pathfinder/mazes/pacman.maze; do
  [ ! -e "${unix_dir}/${file}" ] || fail "the uninstall left ${file}"
done
wine reg query 'HKCR\PathfinderTestbed.Maze' >/dev/null 2>&1 && fail "the uninstall left the .maze type"
wine reg query 'HKCR\.maze' >/dev/null 2>&1 && fail "the uninstall left the .maze extension"
find "${WINEPREFIX}/drive_c" -path '*Start Menu/Programs/Pathfinder Testbed*' | grep -q . &&
  fail "the uninstall left the Start menu entry"
rm -rf "${unix_dir}" # the uninstaller, kept by _?=, and its folder

if [ "${failures}" -ne 0 ]; then
  echo "windows_installer: ${failures} check(s) failed" >&2
  exit 1
fi
echo "windows_installer: installed, checked and uninstalled silently"
