#!/usr/bin/env bash
# Proves that data and configuration survive a redeploy: build → migrate →
# write a row → build again (which wipes build/) → the row is still there and
# the rebuilt app serves it. The database and the .env live in a temporary
# folder outside build/, as the README's production steps say.
# The first build links build/node_modules to the project's (it only migrates);
# the second is installed as the README's production steps do it
# (`npm ci --omit=dev`), and the rebuilt app runs on the Node 24 that install
# provides (build/node_modules/.bin/node, what deploy/systemd/*.service start):
# a package the server loads but only devDependencies hold fails here.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE="$PWD/node_modules/.bin/node"
outside="$(mktemp -d)"
trap '[ -n "${server:-}" ] && kill "$server" 2>/dev/null; rm -rf "$outside"' EXIT
mkdir -p "$outside/data"
port=$((40000 + RANDOM % 20000))
cat > "$outside/.env" <<ENV
NODE_ENV=production
APP_KEY=$(head -c 32 /dev/urandom | base64 | tr -d '=+/')
APP_URL=http://127.0.0.1:$port
HOST=127.0.0.1
PORT=$port
LOG_LEVEL=warn
SESSION_DRIVER=database
DB_CONNECTION=sqlite
DATA_DIR=$outside/data
MAIL_MAILER=smtp
SMTP_HOST=127.0.0.1
ENV

build() {
  npm run build >/dev/null
  ln -s ../node_modules build/node_modules
}
# --prefer-offline: the packages come from npm's cache, warm after the project's own npm ci.
install_production() {
  npm run build >/dev/null
  local started=$SECONDS
  (cd build && npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error >/dev/null)
  NODE="$PWD/build/node_modules/.bin/node"
  if [ ! -x "$NODE" ]; then
    echo "FAILED: npm ci --omit=dev left no build/node_modules/.bin/node (is node a devDependency?)" >&2
    exit 1
  fi
  local version
  version=$("$NODE" --version)
  if [[ "$version" != v24.* ]]; then
    echo "FAILED: build/node_modules/.bin/node is $version, not Node 24" >&2
    exit 1
  fi
  echo "ok: npm ci --omit=dev in build/ gave Node $version in $((SECONDS - started)) s"
}
# A bare environment, as systemd gives: nothing from the npm script's PATH (its Node 24) helps.
bare() { env -i PATH=/usr/local/bin:/usr/bin:/bin ENV_PATH="$outside" "$@"; }
ace() { (cd build && bare "$NODE" ace "$@"); }

echo "== build, migrate, write"
build
ace migration:run --force >/dev/null
"$NODE" -e "
  const Database = require('better-sqlite3')
  const db = new Database(process.argv[1])
  const { changes } = db.prepare(\"UPDATE page_textes SET contenu = 'Survit au redéploiement' WHERE cle = 'accueil.titre'\").run()
  if (changes !== 1) throw new Error('the row to keep was not written')
" "$outside/data/db.sqlite3"

echo "== build again (wipes build/), installed as in production (npm ci --omit=dev)"
install_production
ace migration:run --force >/dev/null

echo "== the rebuilt app serves the row"
# exec: $! is the server itself, so the trap stops it (not just a subshell).
(cd build && exec env -i PATH=/usr/local/bin:/usr/bin:/bin ENV_PATH="$outside" "$NODE" bin/server.js >"$outside/server.log" 2>&1) &
server=$!
for _ in $(seq 1 50); do
  curl -fs "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1 && break
  sleep 0.2
done
page=$(curl -s "http://127.0.0.1:$port/" || true)
if grep -q "Survit au redéploiement" <<<"$page"; then
  echo "ok: the row written before the rebuild is served after it"
else
  echo "FAILED: the row was lost with the rebuild" >&2
  head -c 600 <<<"$page" >&2
  cat "$outside/server.log" >&2
  exit 1
fi

echo "== the built app renders the guest pages on the server (inertia/ssr.tsx bundle)"
login=$(curl -s "http://127.0.0.1:$port/login" | tr -d '\n' || true)
if grep -q '<div id="app" data-server-rendered="true">.*Adresse e-mail.*</div>' <<<"$login"; then
  echo "ok: /login arrives with its form inside the root element"
else
  echo "FAILED: /login is not server-rendered" >&2
  head -c 600 <<<"$login" >&2
  cat "$outside/server.log" >&2
  exit 1
fi
