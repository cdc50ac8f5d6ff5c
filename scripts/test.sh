#!/usr/bin/env bash
# `npm test`: type-check, lint, unit + API tests on SQLite and PostgreSQL on Node.js 24 LTS (the
# server's runtime; the SQLite ones again on Node.js 20), the production build and end-to-end tests in
# Debian's Chromium against the compiled server. Installs Chromium when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
results=tmp/test-results
started=$SECONDS
phase() { echo "[test] $1 done at $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"; }
rm -rf "$results" && mkdir -p "$results"

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "[test] installing Debian's chromium for the browser tests"
  if [ "$(id -u)" -ne 0 ]; then echo "[test] root is needed to apt-get install chromium" >&2; exit 1; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

# The server runs on Node 24 LTS (scripts/server-node.mjs); the unit and API tests run on it too.
node24=$(node scripts/server-node.mjs)

echo "[test] type-check"
npx tsc --noEmit
echo "[test] lint"
npx eslint . --max-warnings=0
npm run lint:openapi
phase "type-check and lint"

echo "[test] production build and server compile (in the background) and the unit and API tests (SQLite and PostgreSQL) on Node.js 24 LTS"
npm run --silent build > "$results/build.log" 2>&1 &
build=$!
EXPECT_NODE_MAJOR=24 "$node24" node_modules/vitest/vitest.mjs run \
  --reporter=default --reporter=json --outputFile.json="$results/api-node24.json"
wait "$build" || { cat "$results/build.log"; exit 1; }
tail -n 40 "$results/build.log"
phase "unit and API tests, build"

# Node 20 runs only `npm run dev` (tsx on the machine's node), always on SQLite: the SQLite project
# again there covers its other driver build; PostgreSQL's driver is the same JavaScript on both.
echo "[test] unit and SQLite API tests again on Node.js 20 (the development server's runtime)"
npx vitest run --project sqlite --reporter=default --reporter=json --outputFile.json="$results/api-node20.json"
phase "Node.js 20 pass"

echo "[test] end-to-end tests in Chromium (E2E_SERVERS files at a time, default 1, each against its own server)"
npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"
phase "end-to-end tests"

node scripts/test-summary.mjs "$results/api-node20.json" "$results/api-node24.json" "$results/e2e.json"
