#!/usr/bin/env bash
# The README says the product runs on Node 22 and 24 as well as 20: the build and the API suites
# run again on Node 24, the images' runtime, in a clone of their own (native addons such as better-sqlite3 are built
# per Node version). The npm registry's `node` package brings the binary.
# Prints the suites' output and ends with their "N passed, N failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The Node the images run (docker/*.Dockerfile, one version for all): what ships is what is tested.
images_node=$(sed -n 's/^FROM node:\([0-9][0-9.]*\)-.*/\1/p' "$repo/docker/api.Dockerfile" | head -n 1)
if ! npm install --prefix "$work/node24" --no-save --no-package-lock "node@${images_node:-24}" >"$work/npm.log" 2>&1; then
  tail -20 "$work/npm.log"
  echo "Node 24: could not install the node package"
  echo "0 passed, 1 failed"
  exit 1
fi
export PATH="$work/node24/node_modules/.bin:$PATH"
# Native addons compile against Node 24's own headers, which the package ships (node-gyp would
# otherwise download them, or fall back to the system's Node 20 headers).
export npm_config_nodedir="$work/node24/node_modules/node/node_modules/node-linux-$(node -p process.arch)"
echo "Node 24 run with $(node --version)"

git clone -q "$repo" "$work/repo" && cd "$work/repo" || { echo "0 passed, 1 failed"; exit 1; }
# No side-effects cache: a build cached under Node 24 with the wrong headers must not come back.
if ! pnpm install --frozen-lockfile --config.side-effects-cache=false >"$work/install.log" 2>&1; then
  tail -30 "$work/install.log"
  echo "0 passed, 1 failed"
  exit 1
fi
# The API suites on SQLite only: its native addon is what differs per Node version (better-sqlite3
# once crashed on Node 24 alone); the PostgreSQL driver is plain JavaScript, run on both databases
# under Node 20. Saves about two of CI's minutes. The unit suites are left to the Node 20 pass: they
# test browser code in jsdom, which no image runs on Node 24, and cost CI three and a half minutes.
API_DATABASES=sqlite TEST_SUITES=build,api node scripts/test-all.mjs
