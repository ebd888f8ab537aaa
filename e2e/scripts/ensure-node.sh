#!/usr/bin/env bash
# Node 24 LTS is the runtime BeanTrail is built and tested on (README). When the machine's `node` is
# older, installs Node 24 from the npm registry (the `node` package carries the binary, so no other
# network is needed) into a folder of its own, leaving the machine's node alone, and prints the
# `export PATH=…` line that puts it first: eval "$(bash e2e/scripts/ensure-node.sh)".
set -euo pipefail
want=24
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
[ "$major" -ge "$want" ] && exit 0
dir=${BEANTRAIL_NODE_DIR:-/opt/beantrail-node$want}
bin="$dir/node_modules/node/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node $want into $dir (the machine has $(node --version 2>/dev/null || echo no node))" >&2
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-audit --no-fund --loglevel=error "node@$want" >&2
fi
"$bin/node" --version >&2
echo "export PATH=\"$bin:\$PATH\""
