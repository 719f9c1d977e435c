#!/bin/sh
# npm test: every check, in the order that lets the slow ones overlap where they need nothing of each other.
# The lint (ESLint, dependency-cruiser, Prettier) and the unit tests read only the sources, so they run while the site
# is built (the build keeps one of two CPUs busy most of its minute); their output is shown when all are done. The
# type check needs the GraphQL types the build writes, and the browser tests need the build.
set -eu
export GATSBY_TELEMETRY_DISABLED=1
side=$(mktemp -d)
trap 'rm -rf "$side"' EXIT
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
npm run build || build_status=$?
wait "$checks" || true
cat "$side/lint.log" "$side/unit.log"
lint_status=$(cat "$side/lint.status")
unit_status=$(cat "$side/unit.status")
if [ "$build_status" -ne 0 ]; then echo "npm test: the build failed"; exit "$build_status"; fi
if [ "$lint_status" -ne 0 ]; then echo "npm test: the lint failed"; exit "$lint_status"; fi
if [ "$unit_status" -ne 0 ]; then echo "npm test: the unit tests failed"; exit "$unit_status"; fi
# The type check and gatsby develop's test run beside the browser tests, their output shown when all are done: the
# browser tests keep both CPUs busy most of the time, while develop's test waits on one for gatsby develop and the
# type check is short. The develop test has its own server and browser (E2E_RUN, e2e/servers.ts).
{
  s=0
  npm run typecheck > "$side/typecheck.log" 2>&1 || s=$?
  echo "$s" > "$side/typecheck.status"
} &
typecheck=$!
{
  s=0
  E2E_RUN=develop npx jest --selectProjects develop > "$side/develop.log" 2>&1 || s=$?
  echo "$s" > "$side/develop.status"
} &
develop=$!
e2e_status=0
npx jest --selectProjects e2e || e2e_status=$?
wait "$typecheck" "$develop" || true
cat "$side/typecheck.log" "$side/develop.log"
typecheck_status=$(cat "$side/typecheck.status")
develop_status=$(cat "$side/develop.status")
if [ "$typecheck_status" -ne 0 ]; then echo "npm test: the type check failed"; exit "$typecheck_status"; fi
if [ "$e2e_status" -ne 0 ]; then echo "npm test: the browser tests failed"; exit "$e2e_status"; fi
if [ "$develop_status" -ne 0 ]; then echo "npm test: the test of gatsby develop failed"; exit "$develop_status"; fi
