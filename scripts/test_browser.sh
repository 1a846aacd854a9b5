#!/usr/bin/env bash
# The browser suite the fast way (.ci/run runs it so; a developer can too):
# builds the pages once (`vite build --app`: the browser bundle and the SSR
# bundle, into public/assets, about 10 s) and runs the specs against that build
# (TEST_ASSETS=built, tests/helpers/built_assets.ts): a page is a few bundled
# files instead of hundreds of modules from Vite's dev server, for every new
# browser context.
# Specs that name the app's source modules by URL — import them in the page
# (`import('/inertia/lib/toast.ts')`) or hold them back (`page.route('**/inertia/app.tsx*')`):
# only Vite's dev server serves those URLs, a build has hashed chunks instead
# (a held-back route would never match) — run afterwards, with the dev server,
# in a run of their own. Both runs go to the end; the exit is 1 if either failed.
# Extra arguments go to both runs (e.g. --tests "…").
#
#   TEST_BROWSER_BUILD=skip   use the build already in public/assets (CI: the one
#                             npm run check:redeploy made of this commit); a
#                             missing or stale one is still refused (bin/test.ts)
#   TEST_BROWSER_ONLY=built   only the specs against the build; =dev only the others
#   TEST_BROWSER_SHARD=1/2    of the specs against the build, the first of two
#                             shards (scripts/browser_shards.mjs: of about the same time
#                             when tests/browser/spec_times.tsv holds a run's times, made
#                             by its --record; without it, every other spec by name),
#                             for runs side by side
set -euo pipefail
cd "$(dirname "$0")/.."

only="${TEST_BROWSER_ONLY:-all}"
shard="${TEST_BROWSER_SHARD:-1/1}"
shard_index="${shard%/*}"
shard_count="${shard#*/}"

if [ "$only" != dev ] && [ "${TEST_BROWSER_BUILD:-}" != skip ]; then
  started=$SECONDS
  npx vite build --app --logLevel warn
  echo "== browser: pages built in $((SECONDS - started)) s"
fi

mapfile -t specs < <(find tests/browser -name '*.spec.ts' | sort)
mapfile -t dev_specs < <(grep -lE "([\"'\`]|\*\*)/inertia/" "${specs[@]}" || true)
built_specs=()
dev_args=()
for spec in "${specs[@]}"; do
  if printf '%s\n' "${dev_specs[@]}" | grep -qxF "$spec"; then
    dev_args+=(--files "$spec")
  else
    built_specs+=("$spec")
  fi
done
built_args=()
if [ ${#built_specs[@]} -gt 0 ]; then
  mapfile -t shard_specs < <(node scripts/browser_shards.mjs "$shard_index/$shard_count" "${built_specs[@]}")
  for spec in "${shard_specs[@]}"; do
    [ -n "$spec" ] && built_args+=(--files "$spec")
  done
fi

status=0
if [ "$only" != dev ] && [ ${#built_args[@]} -gt 0 ]; then
  started=$SECONDS
  echo "== browser: $(( ${#built_args[@]} / 2 )) specs against the build (shard $shard)"
  TEST_ASSETS=built npm test -- browser "${built_args[@]}" "$@" || status=1
  echo "== browser: against the build in $((SECONDS - started)) s"
fi
if [ "$only" != built ] && [ ${#dev_args[@]} -gt 0 ]; then
  started=$SECONDS
  echo "== browser: $(( ${#dev_args[@]} / 2 )) specs that import source modules, with Vite's dev server"
  npm test -- browser "${dev_args[@]}" "$@" || status=1
  echo "== browser: with the dev server in $((SECONDS - started)) s"
fi
exit $status
