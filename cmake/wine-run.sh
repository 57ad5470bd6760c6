#!/usr/bin/env bash
# Runs a Windows test program under Wine for CTest: wine-run.sh WINE PROGRAM [ARGUMENTS...].
#
# Wine now and then fails to start a program at all when many start at once: it exits at once
# with an error status and the program writes nothing. Such a start is tried again, at most twice,
# and said on stderr. A program that ran writes at least its test report, so a program that ran
# and failed is never run again: its status is the result.
set -u
wine=$1
shift
out=$(mktemp) || exit 1
trap 'rm -f "${out}"' EXIT
for attempt in 1 2 3; do
  "${wine}" "$@" >"${out}"
  status=$?
  if [ "${status}" -eq 0 ] || [ -s "${out}" ] || [ "${attempt}" -eq 3 ]; then
    break
  fi
  echo "wine-run.sh: Wine exited with status ${status} before $1 wrote anything; starting it again" >&2
  sleep 1
done
cat "${out}" || exit 1
exit "${status}"
