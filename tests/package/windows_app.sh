#!/usr/bin/env bash
# The Windows app under Wine, on the display of xvfb-run: it starts on the default maze, runs an
# A* search (Space), opens Compare All (Ctrl+K) and the walker guide (F1), and quits with Ctrl+Q.
# A screenshot of each is written into OUT_DIR for a person to look at. Needs WINEPREFIX.
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
# waitFor NAME: the id of the first window whose title holds NAME, within 60 s.
waitFor() {
  local window=
  for _ in $(seq 1 300); do
    window=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n 1) && [[ -n ${window} ]] && break
    sleep 0.2
  done
  [[ -n ${window} ]] || fail "no window named '$1' appeared"
  echo "${window}"
}

wine "${app}" >"${log}" 2>&1 &
pid=$!
main=$(waitFor "Pathfinder Testbed")
xdotool windowactivate --sync "${main}" 2>/dev/null || true
sleep 3
shot start
xdotool key --window "${main}" space
sleep 8 # the animated search of the Pac-Man maze ends well within this
shot astar
xdotool key --window "${main}" ctrl+k
compare=$(waitFor "Compare")
sleep 3
shot compare-all
xdotool key --window "${compare}" Escape
sleep 1
xdotool windowactivate --sync "${main}" 2>/dev/null || true
xdotool key --window "${main}" F1
waitFor "Algorithms" >/dev/null
sleep 3
shot guide
kill -0 "${pid}" 2>/dev/null || fail "the app ended by itself"
wineserver -k
pid=
echo "windows_app: started, searched, compared, showed the guide"
