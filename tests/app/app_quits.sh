#!/usr/bin/env bash
# The installed way of ending the app: Ctrl+Q on a fresh start quits with status 0 and keeps the
# settings (pane layout, whether the tour shows at start-up), and a second start reads them back.
# Runs the app given as $1 on the display of xvfb-run, with a home folder of its own.
set -euo pipefail
app=$1
home=$(mktemp -d)
pid=
cleanup() {
  [[ -n $pid ]] && kill -9 "$pid" 2>/dev/null || true
  rm -rf "$home"
}
trap cleanup EXIT
export HOME=$home XDG_CONFIG_HOME=$home/.config

fail() {
  echo "app_quits: $*" >&2
  [[ -f $home/log ]] && sed 's/^/  app: /' "$home/log" >&2
  exit 1
}

# Starts the app, waits for its window, presses Ctrl+Q and waits for it to end; fails unless it
# ends by itself with status 0.
startAndQuit() {
  "$app" >"$home/log" 2>&1 &
  pid=$!
  local window=
  for _ in $(seq 1 150); do
    window=$(xdotool search --name "Pathfinder Testbed" 2>/dev/null | head -n 1) && [[ -n $window ]] && break
    sleep 0.2
  done
  [[ -n $window ]] || fail "no window appeared"
  sleep 1
  xdotool key ctrl+q
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  kill -0 "$pid" 2>/dev/null && fail "the app was still running 20 s after Ctrl+Q"
  local status=0
  wait "$pid" || status=$?
  pid=
  [[ $status -eq 0 ]] || fail "the app ended with status $status after Ctrl+Q"
}

startAndQuit
config=$home/.pathfinder
[[ -f $config ]] || fail "no settings were written ($config)"
grep -q '^\[Layout\]' "$config" || fail "the settings hold no pane layout"
grep -qx 'AtStart=1' "$config" || fail "the settings do not say that the tour shows at start-up"

# Once the tour is closed for good, the next start keeps it closed and writes that back.
sed -i 's/^AtStart=1$/AtStart=0/' "$config"
startAndQuit
grep -qx 'AtStart=0' "$config" || fail "the second start did not keep the tour closed"
echo "app_quits: Ctrl+Q quit with status 0 twice; the settings were kept"
