#!/usr/bin/env bash
# Makes the Debian package of a built tree, installs it on this machine with dpkg, and checks the
# installed app in a virtual X server of its own: started alone, it opens the default preset from
# its install prefix; started on a preset's path, as the desktop opens a .maze file, it shows
# that maze (a screenshot of it goes to SCREENSHOT_DIR/package-installed.png). Then it removes
# the package, whatever happened, and checks that it is gone.
#
# It changes the machine, so it runs only as root (as in CI), and only when pathfinder-testbed is
# not installed already and nothing else owns /usr/bin/pathfinder: otherwise it is skipped
# (exit 77), and a user's own install is never touched.
#
# Usage: package_installed.sh BUILD_DIR VERSION SCREENSHOT_DIR
set -euo pipefail
build=$1
version=$2
screenshots=$3
source "$(dirname "$0")/package_common.sh"

skip() {
  echo "SKIPPED: $*"
  exit 77
}
[ "$(id -u)" = 0 ] || skip "installs a package on the machine, so runs only as root"
status=$(dpkg-query -W -f='${db:Status-Status}' pathfinder-testbed 2>/dev/null || true)
[ -z "$status" ] || [ "$status" = "not-installed" ] ||
  skip "pathfinder-testbed is on this machine already ($status); it is left alone"
for file in /usr/bin/pathfinder /usr/bin/pathfinder-cli; do
  [ ! -e "$file" ] || skip "$file exists already; it is left alone"
done
for tool in Xvfb xwininfo xwd convert; do
  command -v "$tool" >/dev/null || fail "$tool is missing (scripts/install-deps.sh installs it)"
done

tmp=$(mktemp -d)
installed=false
xvfb_pid=""
app_pid=""
cleanup() {
  [ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
  if $installed; then
    dpkg -r pathfinder-testbed >/dev/null || echo "could not remove pathfinder-testbed: remove it by hand" >&2
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

deb=$(make_package "$build" "$tmp")
installed=true
if ! dpkg -i "$deb" >"$tmp/dpkg.log" 2>&1; then
  cat "$tmp/dpkg.log" >&2
  fail "dpkg -i $(basename "$deb") failed (its output is above)"
fi
echo "installed $(basename "$deb")"
out=$(/usr/bin/pathfinder-cli --version) || fail "the installed pathfinder-cli --version failed"
[ "$out" = "pathfinder-cli $version" ] || fail "the installed pathfinder-cli --version printed \"$out\""
out=$(env -u DISPLAY -u WAYLAND_DISPLAY /usr/bin/pathfinder --version) || fail "the installed pathfinder --version failed"
[ "$out" = "pathfinder $version" ] || fail "the installed pathfinder --version printed \"$out\""

# The triggers of shared-mime-info and desktop-file-utils have run: .maze files are text/x-maze,
# and the app is the one to open them.
maze=/usr/share/pathfinder/mazes/pacman.maze
[ -f /usr/share/mime/text/x-maze.xml ] || fail "update-mime-database did not add text/x-maze (no /usr/share/mime/text/x-maze.xml)"
grep -q ":\*\.maze$" /usr/share/mime/globs2 || fail "/usr/share/mime/globs2 has no *.maze"
if command -v xdg-mime >/dev/null; then
  type=$(xdg-mime query filetype "$maze") || fail "xdg-mime query filetype $maze failed"
  [ "$type" = "text/x-maze" ] || fail "xdg-mime says $maze is \"$type\", not text/x-maze"
fi
if command -v update-desktop-database >/dev/null; then
  grep -q "^text/x-maze=.*pathfinder.desktop" /usr/share/applications/mimeinfo.cache ||
    fail "/usr/share/applications/mimeinfo.cache does not offer pathfinder.desktop for text/x-maze"
fi

# A virtual X server on a display number it chooses itself, free whatever else runs.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do
  [ -s "$tmp/display" ] && break
  kill -0 "$xvfb_pid" 2>/dev/null || { cat "$tmp/xvfb.log" >&2; fail "Xvfb did not start"; }
  sleep 0.1
done
[ -s "$tmp/display" ] || fail "Xvfb did not say which display it took"
display=":$(head -n 1 "$tmp/display")"

# The app with a fresh configuration of its own: a temporary home.
mkdir -p "$tmp/home"
run_app() {
  env -i PATH="$PATH" HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share" \
    XDG_CACHE_HOME="$tmp/home/.cache" DISPLAY="$display" NO_AT_BRIDGE=1 LANG=C.UTF-8 \
    /usr/bin/pathfinder "$@" >"$tmp/app.log" 2>&1 &
  app_pid=$!
}

# Waits until a top-level window titled TITLE is on the screen; prints the windows there then.
wait_for_window() {
  local title=$1 tree
  for _ in $(seq 300); do
    kill -0 "$app_pid" 2>/dev/null || { cat "$tmp/app.log" >&2; fail "the app ended before its window \"$title\" appeared"; }
    tree=$(xwininfo -display "$display" -root -children 2>/dev/null || true)
    if grep -qF "\"$title\"" <<<"$tree"; then
      grep -F '"' <<<"$tree" | sed 's/^ */  window /'
      return 0
    fi
    sleep 0.2
  done
  echo "windows on the screen:" >&2
  xwininfo -display "$display" -root -tree >&2 || true
  fail "no window \"$title\" within 60 s"
}

# Quits the app as a person does (Ctrl+Q), checks that it ended well, and waits until the server
# has taken its windows away.
stop_app() {
  DISPLAY="$display" xdotool key ctrl+q || fail "xdotool could not press Ctrl+Q"
  for _ in $(seq 100); do
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$app_pid" 2>/dev/null; then
    kill "$app_pid"
    fail "the installed app was still running 20 s after Ctrl+Q"
  fi
  local status=0
  wait "$app_pid" || status=$?
  app_pid=""
  [ "$status" -eq 0 ] || { cat "$tmp/app.log" >&2; fail "the installed app ended with status $status on Ctrl+Q"; }
  for _ in $(seq 50); do
    xwininfo -display "$display" -root -children 2>/dev/null | grep -qF "Pathfinder Testbed" || return 0
    sleep 0.2
  done
  fail "the app's windows stayed on the screen after it ended"
}

# Started alone, the app opens the default preset, which it finds under its own prefix.
run_app
wait_for_window "pacman.maze - Pathfinder Testbed"
stop_app

# Started on a preset, as the desktop starts it for a .maze file.
run_app "$maze"
wait_for_window "pacman.maze - Pathfinder Testbed"
sleep 2 # the first frames drawn
xwd -display "$display" -root -silent | convert xwd:- "png:$tmp/installed.png" ||
  fail "could not take a screenshot of $display"
mkdir -p "$screenshots"
cp "$tmp/installed.png" "$screenshots/package-installed.png"
echo "screenshot: $screenshots/package-installed.png"
stop_app
if [ -s "$tmp/app.log" ]; then
  echo "the app wrote:"
  sed 's/^/  /' "$tmp/app.log"
fi

# Removed, the package leaves nothing behind of what it installed.
installed=false
dpkg -r pathfinder-testbed >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log" >&2; fail "dpkg -r pathfinder-testbed failed"; }
for file in /usr/bin/pathfinder /usr/bin/pathfinder-cli /usr/share/pathfinder /usr/share/mime/text/x-maze.xml; do
  [ ! -e "$file" ] || fail "$file is still there after dpkg -r pathfinder-testbed"
done
echo "package_installed: installed, opened $maze in the installed app, removed"
