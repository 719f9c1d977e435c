#!/bin/sh
# npm test: every check, in the order that lets the slow ones overlap where they need nothing of each other.
# The lint (ESLint, dependency-cruiser, Prettier) reads only the sources, so it runs while the site is built (the
# build keeps one of two CPUs busy most of its minute; the lint ran 25 s after it before); its output is shown
# when both are done. The type check needs the GraphQL types the build writes, and the tests need the build.
set -eu
export GATSBY_TELEMETRY_DISABLED=1
lint_log=$(mktemp)
npm run lint --silent > "$lint_log" 2>&1 &
lint=$!
build_status=0
npm run build || build_status=$?
lint_status=0
wait "$lint" || lint_status=$?
cat "$lint_log"
rm -f "$lint_log"
if [ "$build_status" -ne 0 ]; then echo "npm test: the build failed"; exit "$build_status"; fi
if [ "$lint_status" -ne 0 ]; then echo "npm test: the lint failed"; exit "$lint_status"; fi
npm run typecheck
npx jest --selectProjects unit e2e
npx jest --selectProjects develop
