#!/bin/sh
# npm test: every check, in the order that lets the slow ones overlap where they need nothing of each other.
# The lint (ESLint, dependency-cruiser, Prettier) and the unit tests read only the sources, so they run while the site
# is built (the build keeps one of two CPUs busy most of its minute); their output is shown when all are done. The
# type check needs the GraphQL types the build writes, and the browser tests need the build.
set -eu
export GATSBY_TELEMETRY_DISABLED=1
# gatsby develop, for the last browser test, starts once the site is built (below), on a copy of the project at the
# lowest CPU priority (scripts/lib/develop-server.cjs): its first compile runs on the CPU the type check leaves idle and
# in what the browser tests leave idle. The test takes it over; if the run stops before, it is ended here.
# Every temporary file of the run (the tests' folders and stores, the CMS test's clone, the browser's profiles, the
# build's workers, develop's copy) goes into one folder, removed at the end; kept when a check failed, for what its
# tests left there to read (a screenshot, a server's log). Without it a run left about 230 folders in /tmp.
run_tmp=$(mktemp -d "${TMPDIR:-/tmp}/qctr-npm-test-XXXXXX")
export TMPDIR="$run_tmp"
trap 'status=$?
node scripts/lib/develop-server.cjs stop || true
if [ "$status" -eq 0 ]; then rm -rf "$run_tmp"; else echo "npm test: its temporary files are kept in $run_tmp"; fi' EXIT
side=$(mktemp -d)
{
  s=0
  npm run lint --silent > "$side/lint.log" 2>&1 || s=$?
  echo "$s" > "$side/lint.status"
  s=0
  npx jest --selectProjects unit > "$side/unit.log" 2>&1 || s=$?
  echo "$s" > "$side/unit.status"
} &
checks=$!
build_status=0
npm run build:site || build_status=$?
# The type check needs the GraphQL types the site's build writes: it runs as soon as they are there, while the unit
# tests still run (they take longer than the build), and beside the functions' build (npm run build's second half:
# webpack, one CPU most of its time), whose output is shown once both are done.
typecheck_status=0
if [ "$build_status" -eq 0 ]; then
  node scripts/lib/develop-server.cjs start || echo "npm test: gatsby develop did not start early; its test starts it"
  npm run build:functions > "$side/functions.log" 2>&1 &
  functions=$!
  npm run typecheck || typecheck_status=$?
  wait "$functions" || build_status=$?
  cat "$side/functions.log"
fi
wait "$checks" || true
cat "$side/lint.log" "$side/unit.log"
lint_status=$(cat "$side/lint.status")
unit_status=$(cat "$side/unit.status")
rm -rf "$side"
if [ "$build_status" -ne 0 ]; then echo "npm test: the build failed"; exit "$build_status"; fi
if [ "$lint_status" -ne 0 ]; then echo "npm test: the lint failed"; exit "$lint_status"; fi
if [ "$unit_status" -ne 0 ]; then echo "npm test: the unit tests failed"; exit "$unit_status"; fi
if [ "$typecheck_status" -ne 0 ]; then echo "npm test: the type check failed"; exit "$typecheck_status"; fi
npx jest --selectProjects e2e
npx jest --selectProjects develop
