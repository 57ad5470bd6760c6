#!/usr/bin/env bash
# Runs a Windows test program under Wine for CTest: wine-run.sh WINE PROGRAM [ARGUMENTS...].
#
# Wine now and then fails to start a program at all when many start at once: it exits at once
# with an error status and the program writes nothing. Such a start is tried again, at most twice,
# and said on stderr. A program that ran writes at least its test report, so a program that ran
# and failed is never run again: its status is the result.
#
# The program's output and errors go to files, copied to this script's own output once it ends. The
# first Windows program started under a Wine server also starts Wine's services (services.exe,
# winedevice.exe and others), which inherit its standard output and error and outlive it: were
# those the caller's pipes, the caller (CTest, or CMake listing a suite's tests) would wait for
# their end for as long as the Wine server runs.
set -u
wine=$1
shift
out=$(mktemp) || exit 1
err=$(mktemp) || exit 1
trap 'rm -f "${out}" "${err}"' EXIT
for attempt in 1 2 3; do
  "${wine}" "$@" >"${out}" 2>"${err}"
  status=$?
  cat "${err}" >&2
  if [ "${status}" -eq 0 ] || [ -s "${out}" ] || [ "${attempt}" -eq 3 ]; then
    break
  fi
  echo "wine-run.sh: Wine exited with status ${status} before $1 wrote anything; starting it again" >&2
  sleep 1
done
cat "${out}" || exit 1
exit "${status}"
