#!/usr/bin/env bash
# Runs a command on Node 24 (LTS), the runtime production uses: from the npm registry's `node`
# package (it ships the binary), installed once into the ignored .node24/. Its install script
# is allowed in that folder's own package.json, as npm 11 runs no dependency's scripts unless
# allowed. Usage: bash scripts/node24.sh npm run build
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .node24/node_modules/.bin/node ]; then
  mkdir -p .node24
  echo '{ "private": true, "allowScripts": { "node": true } }' > .node24/package.json
  (cd .node24 && npm install --no-audit --no-fund --no-save node@24 >/dev/null)
fi
export PATH="$PWD/.node24/node_modules/.bin:$PATH"
exec "$@"
