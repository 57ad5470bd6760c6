#!/usr/bin/env bash
# The Windows app under Wine, on the display of xvfb-run: it starts on the default maze, runs an
# A* search (Space), opens Compare All (Ctrl+K) and runs it, shows the walker guide (F1),
# and quits with Ctrl+Q. A screenshot of each is written into OUT_DIR for a person to look at.
# Wine draws the program's windows in a desktop of its own the size of the screen (without a
# window manager, Wine leaves a second top-level window unpainted). Needs WINEPREFIX.
#   xvfb-run -a -s "-screen 0 1366x768x24" tests/package/windows_app.sh pathfinder.exe OUT_DIR
set -euo pipefail
: "${WINEPREFIX:?set WINEPREFIX to the Wine folder to run in}"
app=$(realpath "$1")
out=$2
mkdir -p "${out}"
log=$(mktemp)
pid=
cleanup() {
  [[ -n ${pid} ]] && kill "${pid}" 2>/dev/null || true
  rm -f "${log}"
}
trap cleanup EXIT
fail() {
  echo "windows_app: $*" >&2
  sed 's/^/  app: /' "${log}" >&2
  exit 1
}
shot() {
  xwd -root -silent | convert xwd:- "${out}/$1.png"
  echo "windows_app: ${out}/$1.png"
}
size=$(xdpyinfo | sed -n 's/^ *dimensions: *\([0-9]*x[0-9]*\).*/\1/p')
wine explorer "/desktop=pathfinder,${size}" "${app}" >"${log}" 2>&1 &
pid=$!
desktop=
for _ in $(seq 1 300); do
  desktop=$(xdotool search --onlyvisible --name "Wine desktop" 2>/dev/null | head -n 1) && [[ -n ${desktop} ]] && break
  sleep 0.2
done
[[ -n ${desktop} ]] || fail "Wine's desktop did not appear"
key() {
  xdotool windowfocus --sync "${desktop}" 2>/dev/null || true
  xdotool key "$@"
}
sleep 10 # the app's first start, behind Wine's
key Escape # the first-start tour
sleep 1
shot start
key space
sleep 8 # the animated search of the Pac-Man maze ends well within this
shot astar
key ctrl+k
sleep 4
# Run, where the window opens on this screen (Wine's desktop is the screen, so its coordinates
# are the screen's).
xdotool mousemove 495 162 click 1
sleep 10
shot compare-all
key Escape
sleep 2
key F1
sleep 6
shot guide
kill -0 "${pid}" 2>/dev/null || fail "the app ended by itself"
wineserver -k
pid=
echo "windows_app: started, searched, compared, showed the guide"
