#!/usr/bin/env bash
# Proves that data and configuration survive a redeploy: build → migrate →
# write a row → build again (which wipes build/) → the row is still there and
# the rebuilt app serves it. The database and the .env live in a temporary
# folder outside build/, as the README's production steps say.
# build/node_modules is a link to the project's node_modules (a real deploy
# runs `npm ci --omit=dev` there; the check only needs the same code).
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
ace() { (cd build && ENV_PATH="$outside" "$NODE" ace "$@"); }

echo "== build, migrate, write"
build
ace migration:run --force >/dev/null
"$NODE" -e "
  const Database = require('better-sqlite3')
  const db = new Database(process.argv[1])
  const { changes } = db.prepare(\"UPDATE page_textes SET contenu = 'Survit au redéploiement' WHERE cle = 'accueil.titre'\").run()
  if (changes !== 1) throw new Error('the row to keep was not written')
" "$outside/data/db.sqlite3"

echo "== build again (wipes build/)"
build
ace migration:run --force >/dev/null

echo "== the rebuilt app serves the row"
# exec: $! is the server itself, so the trap stops it (not just a subshell).
(cd build && exec env ENV_PATH="$outside" "$NODE" bin/server.js >"$outside/server.log" 2>&1) &
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
